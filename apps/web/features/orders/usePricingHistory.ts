'use client';
import type { PricePoint } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { loadPricingHistory, refusalText } from './api';

export type Loaded = { state: 'loading' } | { state: 'ready'; points: PricePoint[] } | { state: 'error'; message: string };

/** Loads what this member was quoted and ordered for one goods. */
export function usePricingHistory(goodsId: string | null, enabled = true): Loaded | null {
  const asked = goodsId && enabled ? goodsId : null;
  const { value } = useLoad(asked, async (): Promise<Loaded> => {
    const result = await loadPricingHistory(asked!);
    return result.ok ? { state: 'ready', points: result.data.points } : { state: 'error', message: refusalText(result) };
  });
  if (!asked) return null;
  return value ?? { state: 'loading' };
}
