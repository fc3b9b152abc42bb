import { DAY_MS } from '../order';

/**
 * A company's buying habit of one goods, shared by 'Your usual' and the sales team's due list: the distinct placed
 * bulk orders (not cancelled, rejected or awaiting approval) of the last REORDER_LIMITS.windowDays days that held
 * it, at least two. The usual interval is their average gap: (last − first) / (count − 1); due at last + interval.
 */

// The orders' side of a habit (the rows it counts, the grouped columns) is the order domain's: services/order/habits.ts.
export { DAY_MS, habitColumns, habitGroup, habitSource } from '../order';

export interface HabitRow {
  companyId: string;
  goodsId: number;
  orderCount: number;
  firstMs: number;
  lastMs: number;
}

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
