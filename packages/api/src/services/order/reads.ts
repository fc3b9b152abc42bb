import { and, count, eq, inArray } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orders } from '../../db/schema';

/** How many of the company's orders still need someone to act (the account menu's counter, spec §2). */
export async function openOrderCount(db: Reader, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.companyId, companyId), inArray(orders.status, OPEN_ORDER_STATUSES)));
  return row?.n ?? 0;
}
