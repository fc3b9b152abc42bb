import { and, eq, notInArray } from 'drizzle-orm';
import { minorToNumber, type OrderPlaced } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { nextDailyNo } from '../../lib/dailyNumber';
import type { OrderRow } from './view';

/** A new order's row, less what the order domain gives it: its number, its times and its search text. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo' | 'createdAt' | 'updatedAt' | 'searchText'>;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/**
 * Inserts an order with its lines (workflows/placeOrder.ts, workflows/requestSamples.ts): numbered `SO` + UTC day +
 * sequence, searchable by its number and `searchWords`. Its first status step is the caller's (`startOrderStatus`).
 */
export async function createOrder(tx: Tx, now: Date, order: NewOrder, lines: NewOrderLine[], searchWords: string[]): Promise<OrderRow> {
  const orderNo = await nextDailyNo(tx, now, 'SO', orders, orders.orderNo);
  const [row] = await tx
    .insert(orders)
    .values({ ...order, orderNo, searchText: [orderNo, ...searchWords].join(' ').toLowerCase(), createdAt: now, updatedAt: now })
    .returning();
  if (lines.length) await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

/** The live order of a quotation, as the repeated call answers it (a colleague's retry too). */
export async function liveOrderOfQuotation(db: Reader, input: { inquiryId: number; quotationId: number }, companyId: string): Promise<OrderPlaced | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.quotationId, input.quotationId), eq(orders.inquiryId, input.inquiryId), eq(orders.companyId, companyId), notInArray(orders.status, ['cancelled', 'rejected'])))
    .limit(1);
  return row
    ? {
        orderId: String(row.id), orderNo: row.orderNo, status: row.status, currency: row.currency, total: minorToNumber(row.total),
        sampleCredit: minorToNumber(row.sampleCredit), alreadyPlaced: true,
      }
    : null;
}

