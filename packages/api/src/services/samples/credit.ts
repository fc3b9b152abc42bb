import { and, asc, eq, gt, gte, inArray, lte, notExists, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { minorToNumber, sumMinor, times, type SampleCredit } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { companies, orderItems, orders, sampleCredits, sampleSettings } from '../../db/schema';
import { markSampleCreditReleased, setOrderSampleCredit } from '../order';

/**
 * The sample fee comes back (docs/protocol.md, Sample credit and conversion). A company's bulk order takes back the
 * fees of its sample order lines when, for each line:
 *  - the sample order is the company's, in the order's currency, not cancelled or rejected, and paid in full
 *    (received >= total). A partly paid sample order credits nothing yet: its fees are not paid, and a sample ships
 *    only once paid in full, so a pro-rata credit would pay back money never received. Once paid, a later first
 *    bulk order takes it;
 *  - it was placed within sample_settings.credit_window_days (default 90) before the bulk order;
 *  - the bulk order is the company's FIRST live bulk order (not cancelled or rejected) placed after the sample order
 *    that contains the goods: a bulk order placed while the sample was unpaid was the first, and the fee is not
 *    credited to a later one. A credit given back by a cancelled or rejected order goes to the NEXT bulk order of the
 *    goods (docs/workflows.md): only live bulk orders placed after its release (order_items.credit_released_at) count;
 *  - the line was not credited before (sample_credits.sample_item_id is the key: once, even under parallel placement).
 *
 * When it is taken: when the bulk order is CREATED (placed, or saved awaiting its company's approval), in the placing
 * transaction, so the approver sees the real amount and the approval threshold compares the amount the company pays.
 * A rejected or cancelled bulk order gives its credit back (`releaseSampleCredit`, the step `giveSampleCreditBack` of
 * every workflow that ends an order: workflows/cancelOrder.ts, moveOrder.ts, approveOrder.ts): the rows are deleted, the order's total is the lines again, and the next
 * bulk order of the goods can take it.
 *
 * More credit than the order: lines are taken oldest first; the one that reaches the order's value is taken only up
 * to it (the total is zero, never below). The rest is not carried over: a line is credited once, and the lines left
 * over are of goods this order is the first bulk order of, so no later order takes them.
 *
 * Parallel placements of one company are serialised on the company row (`for update`, the lock the approval rule
 * takes too), so the second reads the first's credits once it commits; the insert's `on conflict do nothing` is the
 * last guard, and the order keeps only the rows it inserted.
 */

export interface CreditLine {
  sampleItemId: number;
  sampleOrderId: number;
  sampleOrderNo: string;
  goodsId: number;
  title: string;
  amount: bigint;
}

export interface CreditPlan {
  lines: CreditLine[];
  amount: bigint;
}

const DEFAULT_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;
const ENDED = ['cancelled', 'rejected'] as const;

/** The credit window in days (the settings row staff edit; 90 when it is missing). */
export async function creditWindowDays(db: Reader): Promise<number> {
  const [row] = await db.select({ days: sampleSettings.creditWindowDays }).from(sampleSettings).where(eq(sampleSettings.id, 1)).limit(1);
  return row?.days ?? DEFAULT_WINDOW_DAYS;
}

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

/** In the placing transaction, before anything is read: serialises the company's placements (see the top). */
export async function lockCompanyForCredit(tx: Tx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * Writes the plan's credit rows for the new bulk order; a line another order took meanwhile is skipped. Answers the
 * amount actually taken; when it differs from the plan the order's total and deposit are put right here.
 */
export async function recordSampleCredit(tx: Tx, bulkOrderId: number, plan: CreditPlan): Promise<bigint> {
  if (!plan.lines.length) return 0n;
  const taken = await tx
    .insert(sampleCredits)
    .values(plan.lines.map((line) => ({
      sampleItemId: line.sampleItemId, sampleOrderId: line.sampleOrderId, bulkOrderId, goodsId: line.goodsId, amount: line.amount,
    })))
    .onConflictDoNothing({ target: sampleCredits.sampleItemId })
    .returning({ amount: sampleCredits.amount });
  const amount = sumMinor(taken.map((row) => row.amount));
  if (amount !== plan.amount) await setOrderSampleCredit(tx, bulkOrderId, amount);
  return amount;
}

/** A bulk order cancelled or rejected gives its credit back (the cancel workflow's step, workflows/cancelOrder.ts; the row already locked). */
export async function releaseSampleCredit(tx: Tx, orderId: number, now: Date): Promise<void> {
  const released = await tx
    .delete(sampleCredits)
    .where(eq(sampleCredits.bulkOrderId, orderId))
    .returning({ amount: sampleCredits.amount, sampleItemId: sampleCredits.sampleItemId });
  if (!released.length) return;
  await setOrderSampleCredit(tx, orderId, 0n);
  // The next bulk order placed from now takes it; the live ones placed before the release do not block it.
  await markSampleCreditReleased(tx, released.map((row) => row.sampleItemId), now);
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

export function toSampleCredit(
  currency: string,
  amount: bigint,
  lines: { sampleOrderId: number; sampleOrderNo: string; goodsId: number; title: string; amount: bigint }[],
): SampleCredit | null {
  if (amount <= 0n) return null;
  return {
    amount: minorToNumber(amount),
    currency,
    lines: lines.map((line) => ({
      sampleOrderId: String(line.sampleOrderId), sampleOrderNo: line.sampleOrderNo, goodsId: String(line.goodsId), title: line.title, amount: minorToNumber(line.amount),
    })),
  };
}
