import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, type OrderStatus } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orders } from '../../db/schema';

/** How many of the company's orders still need someone to act (the account menu's counter, spec §2). */
export async function openOrderCount(db: Reader, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.companyId, companyId), inArray(orders.status, OPEN_ORDER_STATUSES)));
  return row?.n ?? 0;
}

/** The inquiry's newest order whose status is not one of `hidden`, for the inquiry's link to it. */
export async function newestOrderOfInquiry(db: Reader, inquiryId: number, hidden: OrderStatus[]) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
    .from(orders)
    .where(and(eq(orders.inquiryId, inquiryId), notInArray(orders.status, hidden)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}
