import { sql } from 'drizzle-orm';
import { REORDER_LIMITS, type UsualGoods } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { companyMember, type Member } from '../../lib/member';
import { loadCartGoods } from '../cart';
import { habitColumns, habitGroup, habitSource, intervalOf, rowsOf, toHabit, type HabitRow } from './habits';

/**
 * yourUsual.do: the goods the member's company ordered in at least two placed bulk orders (habits.ts), soonest due
 * first; every colleague sees the same list. Each names the last order's line of it, which "Order again" takes.
 * Two statements, both on orders_company_kind_idx (company_id, kind, created_at) and order_items_order_idx.
 */
export async function yourUsual(db: Reader, member: Member, now: Date): Promise<(UsualGoods & { newFlag: number })[]> {
  const { companyId } = companyMember(member);
  const habits = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${habitColumns} from ${habitSource(sql`${orders.companyId} = ${companyId}::uuid`, now)} ${habitGroup}`),
  ).map(toHabit);
  if (!habits.length) return [];
  const [lastLines, infos] = await Promise.all([lastOrderLines(db, companyId, habits, now), loadCartGoods(db, habits.map((habit) => habit.goodsId))]);
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

/** Per goods, its line in the habit's last order (the latest of the orders habitSource counts). */
async function lastOrderLines(db: Reader, companyId: string, habits: HabitRow[], now: Date) {
  const goodsIds = sql.join(habits.map((habit) => sql`${habit.goodsId}`), sql`, `);
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
