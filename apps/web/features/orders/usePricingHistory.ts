'use client';
import { useEffect, useState } from 'react';
import type { PricePoint } from '@sw/protocol';
import { loadPricingHistory, refusalText } from './api';

export type Loaded = { state: 'loading' } | { state: 'ready'; points: PricePoint[] } | { state: 'error'; message: string };

/** Loads what this member was quoted and ordered for one goods. */
export function usePricingHistory(goodsId: string | null, enabled = true): Loaded | null {
  const [loaded, setLoaded] = useState<{ goodsId: string; value: Loaded } | null>(null);
  useEffect(() => {
    if (!goodsId || !enabled) return;
    let live = true;
    void loadPricingHistory(goodsId).then((result) => {
      if (!live) return;
      setLoaded({ goodsId, value: result.ok ? { state: 'ready', points: result.data.points } : { state: 'error', message: refusalText(result) } });
    });
    return () => {
      live = false;
    };
  }, [goodsId, enabled]);
  if (!goodsId || !enabled) return null;
  return loaded?.goodsId === goodsId ? loaded.value : { state: 'loading' };
}
