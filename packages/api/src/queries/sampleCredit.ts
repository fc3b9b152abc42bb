import { and, asc, eq, gt, gte, inArray, lte, notExists, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sumMinor, times, type SampleCredit } from '@sw/protocol';
import type { Reader } from '../db/client';
import { orderItems, orders, sampleCredits } from '../db/schema';
import type { CompanyMember } from '../lib/member';
import { latestQuotations, loadInquiry, loadItems } from '../services/inquiry';
import { priceLines } from '../services/quotation';
import { creditWindowDays, type CreditLine, type CreditPlan, toSampleCredit } from '../services/samples';

/**
 * The sample credit's reads across the order and samples tables (the rule: services/samples/credit.ts): what a new
 * bulk order would take back, what an order took, and the place-order screen's preview.
 */

const DAY_MS = 86_400_000;
const ENDED = ['cancelled', 'rejected'] as const;

/**
 * The sample lines a new bulk order of `goodsIds` placed at `now` would take back, capped at `linesTotal` (see the top).
 * Reads: the company's sample orders by orders_company_kind_idx, their lines by order_items_order_idx, the credit by
 * its key, and the earlier bulk orders again by orders_company_kind_idx.
 */
export async function planSampleCredit(
  db: Reader,
  order: { companyId: string; currency: string; goodsIds: number[]; linesTotal: bigint; now: Date },
): Promise<CreditPlan> {
  const goodsIds = [...new Set(order.goodsIds)];
  if (!goodsIds.length || order.linesTotal <= 0n) return { lines: [], amount: 0n };
  const since = new Date(order.now.getTime() - (await creditWindowDays(db)) * DAY_MS);
  const bulk = alias(orders, 'bulk');
  const bulkItems = alias(orderItems, 'bulk_items');
  const candidates = await db
    .select({
      sampleItemId: orderItems.id,
      sampleOrderId: orders.id,
      sampleOrderNo: orders.orderNo,
      goodsId: orderItems.goodsId,
      title: orderItems.title,
      unitPrice: orderItems.unitPrice,
      qty: orderItems.qty,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(
      eq(orders.companyId, order.companyId),
      eq(orders.kind, 'sample'),
      gte(orders.createdAt, since),
      lte(orders.createdAt, order.now),
      eq(orders.currency, order.currency),
      notInArray(orders.status, [...ENDED]),
      sql`${orders.received} >= ${orders.total}`,
      inArray(orderItems.goodsId, goodsIds),
      notExists(db.select({ one: sql`1` }).from(sampleCredits).where(eq(sampleCredits.sampleItemId, orderItems.id))),
      // Only the first live bulk order after the sample order, or after the credit's last release, takes it.
      notExists(db
        .select({ one: sql`1` })
        .from(bulk)
        .innerJoin(bulkItems, eq(bulkItems.orderId, bulk.id))
        .where(and(
          eq(bulk.companyId, orders.companyId),
          eq(bulk.kind, 'bulk'),
          gt(bulk.createdAt, sql`greatest(${orders.createdAt}, ${orderItems.creditReleasedAt})`),
          notInArray(bulk.status, [...ENDED]),
          eq(bulkItems.goodsId, orderItems.goodsId),
        ))),
    ))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.sort), asc(orderItems.id));
  const lines: CreditLine[] = [];
  let room = order.linesTotal;
  for (const candidate of candidates) {
    const fee = times(candidate.unitPrice, candidate.qty);
    if (fee <= 0n) continue;
    if (room <= 0n) break;
    const amount = fee < room ? fee : room;
    room -= amount;
    lines.push({ ...candidate, goodsId: candidate.goodsId!, amount });
  }
  return { lines, amount: sumMinor(lines.map((line) => line.amount)) };
}

/** An order's credit as the payloads show it (null when it took none). */
export async function creditOfOrder(db: Reader, order: { id: number; currency: string; sampleCredit: bigint }): Promise<SampleCredit | null> {
  if (order.sampleCredit <= 0n) return null;
  const rows = await db
    .select({ sampleOrderId: orders.id, sampleOrderNo: orders.orderNo, goodsId: sampleCredits.goodsId, title: orderItems.title, amount: sampleCredits.amount })
    .from(sampleCredits)
    .innerJoin(orders, eq(orders.id, sampleCredits.sampleOrderId))
    .innerJoin(orderItems, eq(orderItems.id, sampleCredits.sampleItemId))
    .where(eq(sampleCredits.bulkOrderId, order.id))
    .orderBy(asc(orders.createdAt), asc(sampleCredits.sampleItemId));
  return toSampleCredit(order.currency, order.sampleCredit, rows);
}

/**
 * sampleCreditPreview.do: the credit an order from the inquiry's accepted quotation would take if placed now, at the
 * quoted quantities, by the same rule as the placement (planSampleCredit above), for the place-order screen.
 * Null when there is none or nothing to order yet; another company's inquiry is 20004.
 */
export async function sampleCreditPreview(db: Reader, owner: CompanyMember, inquiryId: number, now: Date): Promise<SampleCredit | null> {
  const inquiry = await loadInquiry(db, inquiryId, owner);
  if (inquiry.status !== 'accepted') return null;
  const quotation = (await latestQuotations(db, [inquiry.id])).get(inquiry.id);
  if (!quotation?.lines.length) return null;
  const priced = priceLines(quotation.lines.map((line) => ({ itemId: line.itemId, title: line.title, qty: line.qty, tiers: line.tiers })));
  const itemIds = quotation.lines.flatMap((line) => (line.itemId ? [Number(line.itemId)] : []));
  // The quoted lines' inquiry lines, through the inquiry's face.
  const items = itemIds.length ? (await loadItems(db, inquiry.id)).filter((item) => itemIds.includes(item.id)) : [];
  const plan = await planSampleCredit(db, {
    companyId: inquiry.companyId,
    currency: quotation.currency,
    goodsIds: items.flatMap((item) => item.goodsId ?? []),
    linesTotal: priced.total,
    now,
  });
  return toSampleCredit(quotation.currency, plan.amount, plan.lines);
}
