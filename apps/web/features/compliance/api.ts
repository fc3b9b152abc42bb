'use client';
import { compliance, type OrderCompliance } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { clickLink, OBJECT_URL_LIFETIME_MS } from '@/lib/download';
import { useLoad } from '@/lib/useLoad';

/**
 * The current compliance documents of the order's lines (its compliance pack); null when they could not be read.
 * `enabled` false asks nothing (a desk without shipments yet).
 */
export function useOrderCompliance(orderId: string, enabled = true): OrderCompliance | null | undefined {
  return useLoad(enabled ? `order-compliance:${orderId}` : null, async () => {
    const result = await call(compliance.orderCompliance, { orderId });
    return result.ok ? result.data : null;
  }).value;
}

/** A download refused with a sentence for the buyer (the back-end's "try again", or a pack above the cap). */
export class PackRefused extends Error {
  readonly readable = true;
}

/**
 * Saves the compliance pack, or throws PackRefused with the back-end's message: many packs being built at once
 * (503, try again) and a pack above the cap (413) say why, where a plain link would save the refusal as the file.
 */
export async function downloadPack(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { meta?: { msg?: string } } | null;
    throw new PackRefused(body?.meta?.msg ?? 'The compliance pack could not be downloaded. Please try again.');
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  clickLink(objectUrl, name);
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
