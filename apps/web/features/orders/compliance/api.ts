'use client';
import { compliance, type OrderCompliance } from '@sw/protocol';
import { call } from '@/lib/backend/call';
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
