'use client';
import { type InputOf, order, staffOrder } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { refreshHeader } from '@/lib/member';

/** The orders' calls from the browser (erp/inquiryOrder/csite/ for the buyer, staff/ for the order desk). */

/** Places the order; the account menu's open-order counter follows. */
export async function placeOrder(input: InputOf<typeof order.placeOrder>) {
  const result = await call(order.placeOrder, input);
  if (result.ok) void refreshHeader();
  return result;
}

/** What placing would make at these quantities: the summary's lines, charges and total (the back-end's own pricing). */
export const previewOrder = (input: InputOf<typeof order.orderPreview>) => call(order.orderPreview, input);

export const listOrders = (input: InputOf<typeof order.orderList>) => call(order.orderList, input);
export const loadOrder = (orderId: string) => call(order.viewOrder, { orderId });

export async function cancelOrder(orderId: string, reason?: string) {
  const result = await call(order.cancelOrder, reason ? { orderId, reason } : { orderId });
  if (result.ok) void refreshHeader();
  return result;
}

export const loadPricingHistory = (goodsId: string) => call(order.pricingHistory, { goodsId });
export const loadActivity = (input: InputOf<typeof order.activityLog>) => call(order.activityLog, input);

export const moveOrder = (input: InputOf<typeof staffOrder.moveOrder>) => call(staffOrder.moveOrder, input);

export { refusalText } from '@/lib/refusal';
