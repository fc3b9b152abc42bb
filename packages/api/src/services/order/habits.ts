import { sql, type SQL } from 'drizzle-orm';
import { REORDER_LIMITS, UNPLACED_ORDER_STATUSES, type OrderStatus } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/**
 * The orders' side of a company's buying habit (services/reorder/habits.ts says what a habit is): the placed bulk
 * orders (not cancelled, rejected or awaiting approval) of the last REORDER_LIMITS.windowDays days, joined to their
 * lines, grouped per company and goods. Kept here because they read the order's own tables.
 */

const NOT_PLACED: readonly OrderStatus[] = [...UNPLACED_ORDER_STATUSES, 'cancelled'];
export const DAY_MS = 86_400_000;

/** The habit's scope for one company. */
export const orderCompanyIs = (companyId: string): SQL => sql`${orders.companyId} = ${companyId}::uuid`;

/** The orders a habit counts, joined to their lines (`scope`: the company, or every company). */
export function habitSource(scope: SQL, now: Date): SQL {
  const since = new Date(now.getTime() - REORDER_LIMITS.windowDays * DAY_MS);
  const statuses = sql.join(NOT_PLACED.map((status) => sql`${status}`), sql`, `);
  return sql`${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${scope} and ${orders.kind} = 'bulk' and ${orders.status} not in (${statuses})
      and ${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orderItems.goodsId} is not null`;
}

/** The grouped habits, as the select list of a query over habitSource. */
export const habitColumns = sql`${orders.companyId} as company_id, ${orderItems.goodsId} as goods_id,
  count(distinct ${orders.id})::int as order_count,
  (extract(epoch from min(${orders.createdAt})) * 1000) as first_ms,
  (extract(epoch from max(${orders.createdAt})) * 1000) as last_ms`;

export const habitGroup = sql`group by ${orders.companyId}, ${orderItems.goodsId} having count(distinct ${orders.id}) >= 2`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per goods, its line in the habit's last order (the latest of the orders habitSource counts). */
export async function lastOrderLines(db: Reader, companyId: string, goods: number[], now: Date) {
  const goodsIds = sql.join(goods.map((id) => sql`${id}`), sql`, `);
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select distinct on (${orderItems.goodsId}) ${orderItems.goodsId} as goods_id, ${orderItems.id} as line_id, ${orders.id} as order_id,
      ${orders.orderNo} as order_no, ${orderItems.title} as title, ${orderItems.goodsCode} as goods_code, ${orderItems.imageUrl} as image_url
    from ${habitSource(sql`${orders.companyId} = ${companyId}::uuid and ${orderItems.goodsId} in (${goodsIds})`, now)}
    order by ${orderItems.goodsId}, ${orders.createdAt} desc, ${orderItems.sort}, ${orderItems.id}`));
  return new Map(rows.map((row) => [Number(row.goods_id), {
    lineId: Number(row.line_id), orderId: Number(row.order_id), orderNo: String(row.order_no),
    title: String(row.title), goodsCode: String(row.goods_code), imageUrl: String(row.image_url),
  }]));
}
