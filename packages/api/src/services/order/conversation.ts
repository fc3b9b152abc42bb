import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderConversation } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orderMessages, orderProblems, orders } from '../../db/schema';
import type { ThreadSide } from '../mail';

/**
 * The conversation's counters on every order summary (services/order/view.ts): the other side's messages the reader
 * has not read, and the open problem reports. Two grouped lookups on the partial indexes, for a page of orders.
 */
export async function conversationStates(db: Reader, orderIds: number[], side: ThreadSide): Promise<Map<number, OrderConversation>> {
  const states = new Map<number, OrderConversation>(orderIds.map((id) => [id, { unread: 0, openProblems: 0 }]));
  if (!orderIds.length) return states;
  const readAt = side === 'buyer' ? orderMessages.readByBuyerAt : orderMessages.readByStaffAt;
  const [unread, open] = await Promise.all([
    db
      .select({ orderId: orderMessages.orderId, n: count() })
      .from(orderMessages)
      .where(and(inArray(orderMessages.orderId, orderIds), eq(orderMessages.authorSide, side === 'buyer' ? 'staff' : 'buyer'), isNull(readAt)))
      .groupBy(orderMessages.orderId),
    db
      .select({ orderId: orderProblems.orderId, n: count() })
      .from(orderProblems)
      .where(and(inArray(orderProblems.orderId, orderIds), isNull(orderProblems.resolvedAt)))
      .groupBy(orderProblems.orderId),
  ]);
  for (const row of unread) states.get(row.orderId)!.unread = row.n;
  for (const row of open) states.get(row.orderId)!.openProblems = row.n;
  return states;
}

/** Whether someone of the buyer's company has written in the order's conversation (services/order/view.ts). */
export async function companyWroteAbout(db: Reader, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.authorSide, 'buyer')))
    .limit(1);
  return Boolean(row);
}

/** The order desk's 'problems reported' filter: orders with an open problem report (the partial index by order). */
export const hasOpenProblem = (): SQL =>
  sql`exists (select 1 from ${orderProblems} where ${orderProblems.orderId} = ${orders.id} and ${orderProblems.resolvedAt} is null)`;
