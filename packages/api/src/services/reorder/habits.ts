import { sql, type SQL } from 'drizzle-orm';
import { REORDER_LIMITS, UNPLACED_ORDER_STATUSES, type OrderStatus } from '@sw/protocol';
import { orderItems, orders } from '../../db/schema';

/**
 * A company's buying habit of one goods, shared by 'Your usual' and the sales team's due list: the distinct placed
 * bulk orders (not cancelled, rejected or awaiting approval) of the last REORDER_LIMITS.windowDays days that held
 * it, at least two. The usual interval is their average gap: (last − first) / (count − 1); due at last + interval.
 */

const NOT_PLACED: readonly OrderStatus[] = [...UNPLACED_ORDER_STATUSES, 'cancelled'];
export const DAY_MS = 86_400_000;

export interface HabitRow {
  companyId: string;
  goodsId: number;
  orderCount: number;
  firstMs: number;
  lastMs: number;
}

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

export function toHabit(row: Record<string, unknown>): HabitRow {
  return {
    companyId: String(row.company_id), goodsId: Number(row.goods_id), orderCount: Number(row.order_count),
    firstMs: Number(row.first_ms), lastMs: Number(row.last_ms),
  };
}

/** The average gap in ms, and its days to one decimal. */
export function intervalOf(habit: HabitRow): { ms: number; days: number } {
  const ms = (habit.lastMs - habit.firstMs) / (habit.orderCount - 1);
  return { ms, days: Math.round((ms / DAY_MS) * 10) / 10 };
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
