import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ORDER_LIMITS, type OrderKind, type OrderPaymentFilter, type OrderStatus } from '@sw/protocol';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { containing } from '../../lib/textSearch';
import type { OrderRow } from './view';

/**
 * The order lists' reads of `orders` (queries/orderList.ts composes them: the buyer's orderList.do and the desk's
 * orderQueue.do): the filters, each a condition on the table, and one page with its counts.
 */

interface PageInput {
  pageNum?: number;
  pageSize?: number;
}

/** The desk's money filters, each the condition of its partial index (db/schema/orders.ts), so each reads an index. */
const PAYMENT_FILTERS: Record<OrderPaymentFilter, () => SQL> = {
  // Literals, not parameters: the planner matches a partial index only against the predicate as written.
  awaiting_deposit: () => sql`${orders.received} < ${orders.depositDue} and ${orders.status} <> 'cancelled'`,
  awaiting_balance: () => sql`${orders.received} >= ${orders.depositDue} and ${orders.received} < ${orders.total} and ${orders.status} <> 'cancelled'`,
  notices_to_confirm: () => sql`${orders.noticesPending} > 0`,
};

/** The desk's Samples filter reads orders_sample_idx (a literal, as its partial predicate is written). */
const KIND_FILTERS: Record<OrderKind, () => SQL> = {
  sample: () => sql`${orders.kind} = 'sample'`,
  bulk: () => sql`${orders.kind} = 'bulk'`,
};

/** The day after a YYYY-MM-DD day, so 'to' includes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Text as the start of a value (LIKE's wildcards in it taken literally). */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions the order lists filter by. */
export const orderFilters = {
  /** "My accounts": the orders of the companies `staffId` is the account manager of (companies_account_manager_idx). */
  managedBy: (staffId: string): SQL => sql`${orders.companyId} in (select id from companies where account_manager_id = ${staffId})`,
  /** The company's orders, or only those `memberId` placed. */
  ofCompany: (companyId: string, memberId?: string): SQL | undefined =>
    memberId === undefined ? eq(orders.companyId, companyId) : and(eq(orders.companyId, companyId), eq(orders.memberId, memberId)),
  /** An order or PO number as typed, or words of a line title or goods code. */
  keyword: (keyword: string | undefined): SQL | undefined => {
    const words = keyword?.trim();
    if (!words) return undefined;
    const pattern = containing(words);
    return or(ilike(orders.orderNo, pattern), ilike(orders.poNumber, pattern), ilike(orders.searchText, containing(words.toLowerCase())));
  },
  /** Placed by one of `memberIds` (a subquery), or an order or PO number that starts with `text`. */
  buyer: (memberIds: SQLWrapper, text: string): SQL | undefined =>
    or(inArray(orders.memberId, memberIds), ilike(orders.orderNo, startingWith(text)), ilike(orders.poNumber, startingWith(text))),
  placedFrom: (day: string): SQL => gte(orders.createdAt, new Date(`${day}T00:00:00Z`)),
  placedTo: (day: string): SQL => lt(orders.createdAt, dayAfter(day)),
  payment: (filter: OrderPaymentFilter): SQL => PAYMENT_FILTERS[filter](),
  kind: (kind: OrderKind): SQL => KIND_FILTERS[kind](),
};

/** One page, its total and the counts per status (before the status filter). Reads orders alone. */
export async function orderPage(db: Db, input: PageInput & { status?: OrderStatus }, scope: SQL | undefined): Promise<{
  rows: OrderRow[]; total: number; pageNum: number; pageSize: number; statusCounts: Partial<Record<OrderStatus, number>>;
}> {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? ORDER_LIMITS.pageSize;
  const filtered = and(scope, input.status ? eq(orders.status, input.status) : undefined);
  const [rows, perStatus] = await Promise.all([
    db.select().from(orders).where(filtered).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ status: orders.status, n: count() }).from(orders).where(scope).groupBy(orders.status),
  ]);
  const statusCounts: Partial<Record<OrderStatus, number>> = Object.fromEntries(perStatus.map((row) => [row.status, row.n]));
  const total = input.status ? statusCounts[input.status] ?? 0 : perStatus.reduce((sum, row) => sum + row.n, 0);
  return { rows, total, pageNum, pageSize, statusCounts };
}
