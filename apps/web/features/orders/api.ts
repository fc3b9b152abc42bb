'use client';
import type { InputOf, order, staffOrder } from '@sw/protocol';
import { lazyCaller } from '@/lib/lazyCall';
import { refreshHeader } from '@/lib/member';

/** The orders' calls from the browser (erp/inquiryOrder/csite/ for the buyer, staff/ for the order desk). */

const callOrder = lazyCaller(() => import('@sw/protocol/contracts/order'));
const callStaffOrder = lazyCaller(() => import('@sw/protocol/contracts/staffOrder'));

/** Places the order; the account menu's open-order counter follows. */
export async function placeOrder(input: InputOf<typeof order.placeOrder>) {
  const result = await callOrder((contracts) => contracts.placeOrder, input);
  if (result.ok) void refreshHeader();
  return result;
}

export const listOrders = (input: InputOf<typeof order.orderList>) => callOrder((contracts) => contracts.orderList, input);
export const loadOrder = (orderId: string) => callOrder((contracts) => contracts.viewOrder, { orderId });

export async function cancelOrder(orderId: string, reason?: string) {
  const result = await callOrder((contracts) => contracts.cancelOrder, reason ? { orderId, reason } : { orderId });
  if (result.ok) void refreshHeader();
  return result;
}

export const loadPricingHistory = (goodsId: string) => callOrder((contracts) => contracts.pricingHistory, { goodsId });
export const loadActivity = (input: InputOf<typeof order.activityLog>) => callOrder((contracts) => contracts.activityLog, input);

export const moveOrder = (input: InputOf<typeof staffOrder.moveOrder>) => callStaffOrder((contracts) => contracts.moveOrder, input);

export { refusalText } from '@/lib/refusal';
