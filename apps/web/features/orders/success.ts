import type { OrderPlaced } from '@sw/protocol';

/** /success after placing an order: the order number, and where to follow it. */
export const orderSuccessHref = (placed: Pick<OrderPlaced, 'orderId' | 'orderNo'>) =>
  `/success?orderNo=${encodeURIComponent(placed.orderNo)}&orderId=${encodeURIComponent(placed.orderId)}`;
