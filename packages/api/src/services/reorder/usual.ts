import { sql } from 'drizzle-orm';
import { REORDER_LIMITS, type UsualGoods } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companyMember, type Member } from '../../lib/member';
import { loadCartGoods } from '../cart';
import { lastOrderLines, orderCompanyIs } from '../order';
import { habitColumns, habitGroup, habitSource, intervalOf, rowsOf, toHabit } from './habits';

/**
 * yourUsual.do: the goods the member's company ordered in at least two placed bulk orders (habits.ts), soonest due
 * first; every colleague sees the same list. Each names the last order's line of it, which "Order again" takes.
 * Two statements, both on orders_company_kind_idx (company_id, kind, created_at) and order_items_order_idx.
 */
export async function yourUsual(db: Reader, member: Member, now: Date): Promise<(UsualGoods & { newFlag: number })[]> {
  const { companyId } = companyMember(member);
  const habits = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${habitColumns} from ${habitSource(orderCompanyIs(companyId), now)} ${habitGroup}`),
  ).map(toHabit);
  if (!habits.length) return [];
  const [lastLines, infos] = await Promise.all([lastOrderLines(db, companyId, habits.map((habit) => habit.goodsId), now), loadCartGoods(db, habits.map((habit) => habit.goodsId))]);
  return habits
    .map((habit) => {
      const interval = intervalOf(habit);
      const last = lastLines.get(habit.goodsId)!;
      const info = infos.get(habit.goodsId);
      return {
        goodsId: String(habit.goodsId),
        goodsCode: info?.code ?? last.goodsCode,
        title: info?.title ?? last.title,
        imageUrl: info?.imageUrl ?? last.imageUrl,
        newFlag: info?.newFlag ?? 0,
        available: info?.status === 1,
        orderCount: habit.orderCount,
        intervalDays: interval.days,
        lastOrderId: String(last.orderId),
        lastOrderNo: last.orderNo,
        lastOrderLineId: String(last.lineId),
        lastOrderedAt: new Date(habit.lastMs).toISOString(),
        dueAt: new Date(habit.lastMs + interval.ms).toISOString(),
      };
    })
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.title.localeCompare(b.title))
    .slice(0, REORDER_LIMITS.maxUsual);
}

