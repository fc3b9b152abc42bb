'use client';
import { type InputOf, shipment } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { refreshHeader } from '@/lib/member';

/** The buyer's shipment calls: confirming receipt completes the order (the open-order counter follows). */
export async function confirmReceipt(orderId: string) {
  const result = await call(shipment.confirmReceipt, { orderId });
  if (result.ok) void refreshHeader();
  return result;
}

/** The desk's shipment call: one shipment of an order (staff only). */
export const recordShipment = (input: InputOf<typeof shipment.recordShipment>) => call(shipment.recordShipment, input);

export { refusalText } from '@/lib/refusal';
