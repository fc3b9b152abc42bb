import { and, type SQL } from 'drizzle-orm';
import { type Whose, type OrderKind, type OrderPaymentFilter, type OrderDetail, type OrderPage, type OrderStatus, type StaffOrderPage } from '@sw/protocol';
import type { Db } from '../db/client';
import type { CompanyMember, RecordOwner } from '../lib/member';
import { memberIdsWhere, memberSearch, staffBuyersOf } from '../services/members';
import { hasOpenProblem, orderFilters, orderPage, seenBySalesTeam, toOrderSummaries } from '../services/order';
import { buildOrderDetail } from './orderDetail';
import { isLate, lateCondition } from '../services/production';

/** The order lists: the buyer's (orderList.do) and the order desk's queue (staff/orderQueue.do). */

interface PageInput {
  pageNum?: number;
  pageSize?: number;
}

/**
 * orderList.do: the company's orders (every colleague's, or the caller's own with `whose: 'mine'`), newest first, each
 * with who placed it.
 */
export async function listOrders(db: Db, member: CompanyMember, input: PageInput & { status?: OrderStatus; keyword?: string; whose?: Whose }): Promise<OrderPage> {
  const scope = orderFilters.ofCompany(member.companyId, input.whose === 'mine' ? member.id : undefined);
  const found = await orderPage(db, input, and(scope, orderFilters.keyword(input.keyword)));
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
  input: PageInput & { status?: OrderStatus; buyer?: string; from?: string; to?: string; late?: boolean; payment?: OrderPaymentFilter; report?: 'open'; kind?: OrderKind; managedBy?: string },
  now: Date,
): Promise<StaffOrderPage> {
  const buyer = input.buyer?.trim();
  const byBuyer = buyer ? orderFilters.buyer(memberIdsWhere(db, await memberSearch(db, buyer)), buyer) : undefined;
  const scope: SQL | undefined = and(
    seenBySalesTeam(),
    byBuyer,
    input.from ? orderFilters.placedFrom(input.from) : undefined,
    input.to ? orderFilters.placedTo(input.to) : undefined,
    input.late ? lateCondition(now) : undefined,
    input.payment ? orderFilters.payment(input.payment) : undefined,
    input.report === 'open' ? hasOpenProblem() : undefined,
    input.kind ? orderFilters.kind(input.kind) : undefined,
    input.managedBy ? orderFilters.managedBy(input.managedBy) : undefined,
  );
  const found = await orderPage(db, input, scope);
  const summaries = await toOrderSummaries(db, found.rows, 'staff');
  const buyers = await staffBuyersOf(db, found.rows.map((row) => row.memberId));
  return {
    list: summaries.map((summary, i) => ({ ...summary, buyer: buyers.get(found.rows[i]!.memberId)!, late: isLate(found.rows[i]!, now) })),
    total: found.total,
    pageNum: found.pageNum,
    pageSize: found.pageSize,
    statusCounts: found.statusCounts,
  };
}
