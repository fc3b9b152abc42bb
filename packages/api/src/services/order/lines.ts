import { asc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { orderItems } from '../../db/schema';
import type { OrderItemRow } from './view';

/** An order's lines in their order (the compliance pack reads them through the order's face). */
export function loadOrderItems(db: Reader, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.sort), asc(orderItems.id));
}
