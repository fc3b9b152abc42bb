import type { OrderPlaced } from '@sw/protocol';

/** /success after placing an order: the order number, and where to follow it. */
export const orderSuccessHref = (placed: Pick<OrderPlaced, 'orderId' | 'orderNo'> & { status?: OrderPlaced['status'] }) =>
  `/success?orderNo=${encodeURIComponent(placed.orderNo)}&orderId=${encodeURIComponent(placed.orderId)}${placed.status === 'awaiting_approval' ? '&status=awaiting_approval' : ''}`;
