'use client';
import { shipment } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { refreshHeader } from '@/lib/member';

/** The buyer's shipment calls: confirming receipt completes the order (the open-order counter follows). */
export async function confirmReceipt(orderId: string) {
  const result = await call(shipment.confirmReceipt, { orderId });
  if (result.ok) void refreshHeader();
  return result;
}

export { refusalText } from '@/lib/refusal';
