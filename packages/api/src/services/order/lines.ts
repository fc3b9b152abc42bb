import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { AWAITING_SHIPMENT_STATUSES } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { oneOf } from '../../db/schema/columns';
import { orderItems, orders } from '../../db/schema';
import type { OrderItemRow } from './view';

/** An order's lines in their order (the compliance pack reads them through the order's face). */
export function loadOrderItems(db: Reader, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.sort), asc(orderItems.id));
}

/**
 * The orders still waiting to ship whose promised ship day is after `today`, soonest first, each with the goods of its
 * lines (the compliance library's renewal reminder reads them through the order's face).
 */
export async function goodsOfOrdersToShip(db: Reader, today: string): Promise<{ orderId: number; orderNo: string; promisedShipDate: string; goodsIds: number[] }[]> {
  const rows = await db
    .select({ orderId: orders.id, orderNo: orders.orderNo, promisedShipDate: orders.promisedShipDate, goodsId: orderItems.goodsId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(oneOf(orders.status, AWAITING_SHIPMENT_STATUSES), isNotNull(orders.promisedShipDate), gt(orders.promisedShipDate, today), isNotNull(orderItems.goodsId)))
    .orderBy(asc(orders.promisedShipDate), asc(orders.id));
  const byOrder = new Map<number, { orderId: number; orderNo: string; promisedShipDate: string; goodsIds: number[] }>();
  for (const row of rows) {
    const order = byOrder.get(row.orderId) ?? { orderId: row.orderId, orderNo: row.orderNo, promisedShipDate: row.promisedShipDate!, goodsIds: [] };
    order.goodsIds.push(row.goodsId!);
    byOrder.set(row.orderId, order);
  }
  return [...byOrder.values()];
}
