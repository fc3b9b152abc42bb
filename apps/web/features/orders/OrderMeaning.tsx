'use client';
import type { OrderDetail } from '@sw/protocol';
import { useIsViewer } from '@/lib/member';
import { ORDER_STATUS_TEXT, pcs } from './format';

/**
 * What the order's status means for the person reading it: a viewer, who cannot cancel, is not told that they can
 * (a colleague who placed it, or an admin, can); a partly shipped order says what has gone and what is left, in the
 * shipments panel's words, instead of promising a shipment at the end of the lead time.
 */
export function orderMeaning(detail: Pick<OrderDetail, 'status' | 'shipping'>, viewer: boolean): string {
  const { status, shipping } = detail;
  if (viewer && status === 'awaiting_approval') {
    return 'The order is above your company’s approval amount: an admin of your company approves it before it goes to our sales team. Until then, the colleague who placed it or an admin can still cancel it.';
  }
  if (viewer && status === 'placed') {
    return 'We have your company’s order. Our sales team checks it and confirms it, usually within one working day; until then, the colleague who placed it or an admin can still cancel it, and nothing is to be paid yet.';
  }
  if (status === 'in_production' && shipping.shippedQty > 0 && shipping.remainingQty > 0) {
    const total = shipping.shippedQty + shipping.remainingQty;
    const count = shipping.shipments.length;
    return `Part of your order is on its way: ${pcs(shipping.shippedQty)} of ${pcs(total)} shipped in ${count} ${count === 1 ? 'shipment' : 'shipments'}. The other ${pcs(shipping.remainingQty)} are still in production and follow in a later shipment.`;
  }
  return ORDER_STATUS_TEXT[status].meaning;
}

/** The order page's sentence under its status (data-testid order-meaning). */
export function OrderMeaning({ detail }: { detail: OrderDetail }) {
  const viewer = useIsViewer();
  return <p className="text-[14px] leading-relaxed text-ink" data-testid="order-meaning">{orderMeaning(detail, viewer)}</p>;
}
