import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, type Whose, type OrderKind, type OrderPaymentFilter, type OrderDetail, type OrderPage, type OrderStatus, type StaffBuyer, type StaffOrderPage } from '@sw/protocol';
import type { Db } from '../db/client';
import { companies, members, orders } from '../db/schema';
import { containing } from '../lib/textSearch';
import type { CompanyMember, RecordOwner } from '../lib/member';
import { memberSearch } from '../services/members';
import { hasOpenProblem, seenBySalesTeam, toOrderSummaries } from '../services/order';
import { buildOrderDetail } from './orderDetail';
import { isLate, lateCondition } from '../services/production';

/** The order lists: the buyer's (orderList.do) and the order desk's queue (staff/orderQueue.do). */

interface PageInput {
  pageNum?: number;
  pageSize?: number;
}

/** An order or PO number as typed, or words of a line title or goods code. */
const byKeyword = (keyword: string | undefined): SQL | undefined => {
  const words = keyword?.trim();
  if (!words) return undefined;
  const pattern = containing(words);
  return or(ilike(orders.orderNo, pattern), ilike(orders.poNumber, pattern), ilike(orders.searchText, containing(words.toLowerCase())));
};

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

/** One page, its total and the counts per status (before the status filter). Reads orders alone. */
async function page(db: Db, input: PageInput & { status?: OrderStatus }, scope: SQL | undefined) {
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

/**
 * orderList.do: the company's orders (every colleague's, or the caller's own with `whose: 'mine'`), newest first, each
 * with who placed it.
 */
export async function listOrders(db: Db, member: CompanyMember, input: PageInput & { status?: OrderStatus; keyword?: string; whose?: Whose }): Promise<OrderPage> {
  const scope = input.whose === 'mine'
    ? and(eq(orders.companyId, member.companyId), eq(orders.memberId, member.id))
    : eq(orders.companyId, member.companyId);
  const found = await page(db, input, and(scope, byKeyword(input.keyword)));
  return { list: await toOrderSummaries(db, found.rows, 'buyer'), total: found.total, pageNum: found.pageNum, pageSize: found.pageSize, statusCounts: found.statusCounts };
}

/** viewOrder.do: one of the company's orders (another company's answers 20004). */
export function viewOrder(db: Db, owner: RecordOwner, orderId: number): Promise<OrderDetail> {
  return buildOrderDetail(db, orderId, 'buyer', owner);
}

/**
 * staff/orderQueue.do: every buyer's orders, newest first; `late` keeps those past their promised ship day on `now`'s
 * day (orders_late_idx). `buyer` finds the buyers by the indexed account search
 * (email, nick, company: every word as a prefix) and orders by the start of their order or PO number; nothing scans
 * text with a leading wildcard, and with no buyer filter the members table is not read until the page's buyers.
 */
export async function orderQueue(
  db: Db,
  input: PageInput & { status?: OrderStatus; buyer?: string; from?: string; to?: string; late?: boolean; payment?: OrderPaymentFilter; report?: 'open'; kind?: OrderKind },
  now: Date,
): Promise<StaffOrderPage> {
  const buyer = input.buyer?.trim();
  const byBuyer = buyer
    ? or(
        inArray(orders.memberId, db.select({ id: members.id }).from(members).where(await memberSearch(db, buyer))),
        ilike(orders.orderNo, startingWith(buyer)),
        ilike(orders.poNumber, startingWith(buyer)),
      )
    : undefined;
  const scope = and(
    seenBySalesTeam(),
    byBuyer,
    input.from ? gte(orders.createdAt, new Date(`${input.from}T00:00:00Z`)) : undefined,
    input.to ? lt(orders.createdAt, dayAfter(input.to)) : undefined,
    input.late ? lateCondition(now) : undefined,
    input.payment ? PAYMENT_FILTERS[input.payment]() : undefined,
    input.report === 'open' ? hasOpenProblem() : undefined,
    input.kind ? KIND_FILTERS[input.kind]() : undefined,
  );
  const found = await page(db, input, scope);
  const summaries = await toOrderSummaries(db, found.rows, 'staff');
  const buyers = await buyersOf(db, found.rows.map((row) => row.memberId));
  return {
    list: summaries.map((summary, i) => ({ ...summary, buyer: buyers.get(found.rows[i]!.memberId)!, late: isLate(found.rows[i]!, now) })),
    total: found.total,
    pageNum: found.pageNum,
    pageSize: found.pageSize,
    statusCounts: found.statusCounts,
  };
}

/** The buyers of a page, as the desk shows them. */
async function buyersOf(db: Db, memberIds: string[]): Promise<Map<string, StaffBuyer>> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ memId: members.id, email: members.email, nick: members.nick, companyId: companies.id, company: companies.name, country: companies.country, auditFlag: companies.auditFlag })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.memId, row]));
}
