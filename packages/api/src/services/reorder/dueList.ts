import { sql } from 'drizzle-orm';
import { UNPLACED_ORDER_STATUSES, type DueToReorder, type Page } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { paging } from '../../lib/paging';
import { DAY_MS, habitColumns, habitGroup, habitSource, intervalOf, rowsOf, toHabit } from './habits';

/**
 * staff/dueToReorder.do: the sales team's call list. Every company's habits (habits.ts) whose usual interval has
 * passed by more than 20 %: now > last + 1.2 × interval, compared exactly as (now − last) × 5 × (count − 1) >
 * 6 × (last − first) in numeric (REORDER_LIMITS.dueFactor is 6/5). Most overdue (now − (last + interval)) first; a page at a time.
 * Bounded: it aggregates only the orders of the last REORDER_LIMITS.windowDays days (orders_created_idx), and
 * reads the company, goods, last order and admin for the page's rows only.
 */

const NOT_PLACED = sql.join([...UNPLACED_ORDER_STATUSES, 'cancelled'].map((status) => sql`${status}`), sql`, `);

export async function dueToReorder(db: Reader, input: { pageNum?: number; pageSize?: number }, now: Date): Promise<Page<DueToReorder>> {
  const { pageNum, pageSize, offset } = paging(input, 20);
  const nowMs = sql`${now.getTime()}::numeric`;
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    with habits as (select ${habitColumns} from ${habitSource(sql`true`, now)} ${habitGroup}),
    overdue as (
      select *, (${nowMs} - last_ms - (last_ms - first_ms) / (order_count - 1)) as overdue_ms, count(*) over () as total
      from habits where (${nowMs} - last_ms) * 5 * (order_count - 1) > 6 * (last_ms - first_ms)
        and last_ms - first_ms >= (order_count - 1) * ${DAY_MS}
      order by overdue_ms desc, company_id, goods_id limit ${pageSize} offset ${offset}
    )
    select overdue.*, c.name as company_name, c.contact_name, c.phone, g.code as goods_code, g.title, g.image_url,
      lo.id as last_order_id, lo.order_no as last_order_no, adm.nick as admin_name, adm.email as admin_email
    from overdue
    join companies c on c.id = overdue.company_id
    join goods g on g.id = overdue.goods_id
    cross join lateral (
      select o.id, o.order_no from orders o join order_items i on i.order_id = o.id
      where o.company_id = overdue.company_id and o.kind = 'bulk' and i.goods_id = overdue.goods_id and o.status not in (${NOT_PLACED})
      order by o.created_at desc, o.id desc limit 1
    ) lo
    left join lateral (
      select m.nick, m.email from members m where m.company_id = overdue.company_id and m.company_role = 'admin'
      order by m.created_at, m.id limit 1
    ) adm on true
    order by overdue.overdue_ms desc, overdue.company_id, overdue.goods_id`));
  const list = rows.map((row): DueToReorder => {
    const habit = toHabit(row);
    const interval = intervalOf(habit);
    return {
      companyId: habit.companyId,
      companyName: (row.company_name as string | null) ?? '',
      contactName: (row.contact_name as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      adminName: (row.admin_name as string | null) ?? null,
      adminEmail: (row.admin_email as string | null) ?? null,
      goodsId: String(habit.goodsId),
      goodsCode: String(row.goods_code),
      title: String(row.title),
      imageUrl: String(row.image_url),
      orderCount: habit.orderCount,
      intervalDays: interval.days,
      lastOrderId: String(row.last_order_id),
      lastOrderNo: String(row.last_order_no),
      lastOrderedAt: new Date(habit.lastMs).toISOString(),
      dueAt: new Date(habit.lastMs + interval.ms).toISOString(),
      daysOverdue: Math.floor(Number(row.overdue_ms) / DAY_MS),
    };
  });
  return { list, total: Number(rows[0]?.total ?? 0), pageNum, pageSize };
}
