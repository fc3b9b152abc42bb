import { sql } from 'drizzle-orm';
import { minorToNumber, toMinor, type ConversionAmount, type ConversionRow, type OrderStatus, type SampleConversion } from '@sw/protocol';
import type { Reader } from '../db/client';
import { companies, members, orderItems, orders, sampleCredits } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { dayAfter, dayStart, paging } from '../lib/paging';
import { creditWindowDays } from '../services/samples';

/**
 * staff/sampleConversion.do (docs/protocol.md, Sample credit and conversion): the sample orders placed in a period
 * (cancelled and rejected ones left out: they never went out), and for each the company's first live bulk order
 * placed after it, within the credit window as it is set now, holding any of its goods; the rate, the sample fees,
 * the bulk orders' value (each counted once) and the fees credited back, per currency.
 *
 * Reads: the period's sample orders by orders_sample_idx, each one's bulk order by orders_company_kind_idx with
 * order_items_order_idx for the goods, its credits by sample_credits_sample_idx.
 */

const PAGE_SIZE = 25;
const DEFAULT_DAYS = 90;

interface Period { from: string; to: string; pageNum?: number; pageSize?: number }

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const minor = (value: unknown) => toMinor(String(value ?? '0'));
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** Each sample order of the period with its bulk order (null columns when none) and the fees credited from it. */
function conversions(from: Date, until: Date, windowDays: number) {
  return sql`
    select s.id, s.order_no, s.status, s.title, s.created_at, s.total, s.received, s.currency, coalesce(nullif(c.name, ''), nullif(m.nick, ''), m.email, '') as company,
      b.id as bulk_id, b.order_no as bulk_no, b.status as bulk_status, b.created_at as bulk_created_at, b.currency as bulk_currency,
      b.total + b.sample_credit as bulk_value,
      (select coalesce(sum(sc.amount), 0) from ${sampleCredits} sc where sc.sample_order_id = s.id) as credited
    from ${orders} s
    left join ${companies} c on c.id = s.company_id
    left join ${members} m on m.id = s.member_id
    left join lateral (
      select bo.* from ${orders} bo
      where bo.company_id = s.company_id and bo.kind = 'bulk'
        and bo.created_at > s.created_at and bo.created_at <= s.created_at + make_interval(days => ${windowDays}::int)
        and bo.status not in ('cancelled', 'rejected')
        and exists (
          select 1 from ${orderItems} bi join ${orderItems} si on si.goods_id = bi.goods_id
          where bi.order_id = bo.id and si.order_id = s.id
        )
      order by bo.created_at, bo.id
      limit 1
    ) b on true
    where s.kind = 'sample' and s.created_at >= ${from.toISOString()}::timestamptz and s.created_at < ${until.toISOString()}::timestamptz
      and s.status not in ('cancelled', 'rejected')`;
}

function toRow(raw: Raw): ConversionRow {
  const total = minor(raw.total);
  return {
    orderId: String(raw.id),
    orderNo: String(raw.order_no),
    status: raw.status as OrderStatus,
    company: String(raw.company),
    title: String(raw.title),
    createdAt: iso(raw.created_at),
    total: minorToNumber(total),
    paid: minor(raw.received) >= total,
    currency: String(raw.currency),
    bulk: raw.bulk_id === null || raw.bulk_id === undefined
      ? null
      : {
          orderId: String(raw.bulk_id),
          orderNo: String(raw.bulk_no),
          status: raw.bulk_status as OrderStatus,
          createdAt: iso(raw.bulk_created_at),
          value: minorToNumber(minor(raw.bulk_value)),
          currency: String(raw.bulk_currency),
        },
    credited: minorToNumber(minor(raw.credited)),
  };
}

export async function sampleConversion(db: Reader, input: Partial<Period>, now: Date): Promise<SampleConversion> {
  const to = input.to ?? utcDay(now);
  const from = input.from ?? utcDay(new Date(dayStart(to).getTime() - (DEFAULT_DAYS - 1) * 86_400_000));
  const { pageNum, pageSize, offset } = paging(input, PAGE_SIZE);
  const windowDays = await creditWindowDays(db);
  const conv = conversions(dayStart(from), dayAfter(to), windowDays);
  const [sums, bulkSums, page] = await Promise.all([
    db.execute(sql`with conv as (${conv})
      select currency, count(*)::int as n, count(bulk_id)::int as converted, sum(total)::text as fees, sum(credited)::text as credits
      from conv group by currency order by currency`),
    db.execute(sql`with conv as (${conv})
      select bulk_currency as currency, sum(bulk_value)::text as value
      from (select distinct bulk_id, bulk_currency, bulk_value from conv where bulk_id is not null) d group by bulk_currency`),
    db.execute(sql`with conv as (${conv}) select * from conv order by created_at desc, id desc limit ${pageSize} offset ${offset}`),
  ]);
  const amounts = new Map<string, ConversionAmount>();
  const amountOf = (currency: string) => {
    if (!amounts.has(currency)) amounts.set(currency, { currency, sampleFees: 0, bulkValue: 0, credits: 0 });
    return amounts.get(currency)!;
  };
  let sampleOrders = 0;
  let converted = 0;
  for (const raw of rowsOf(sums)) {
    sampleOrders += Number(raw.n);
    converted += Number(raw.converted);
    Object.assign(amountOf(String(raw.currency)), { sampleFees: minorToNumber(minor(raw.fees)), credits: minorToNumber(minor(raw.credits)) });
  }
  for (const raw of rowsOf(bulkSums)) amountOf(String(raw.currency)).bulkValue = minorToNumber(minor(raw.value));
  return {
    list: rowsOf(page).map(toRow),
    total: sampleOrders,
    pageNum,
    pageSize,
    from,
    to,
    windowDays,
    sampleOrders,
    converted,
    ratePercent: sampleOrders ? Math.round((converted / sampleOrders) * 1000) / 10 : 0,
    amounts: [...amounts.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
