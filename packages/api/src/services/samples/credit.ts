import { eq } from 'drizzle-orm';
import { minorToNumber, sumMinor, type SampleCredit } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { sampleCredits, sampleSettings } from '../../db/schema';

/**
 * The sample fee comes back (docs/protocol.md, Sample credit and conversion). The samples domain keeps the credits; the
 * reads over the company's orders are queries/sampleCredit.ts, the order's total is put right by the workflows' steps. A company's bulk order takes back the
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

/** The credit window in days (the settings row staff edit; 90 when it is missing). */
export async function creditWindowDays(db: Reader): Promise<number> {
  const [row] = await db.select({ days: sampleSettings.creditWindowDays }).from(sampleSettings).where(eq(sampleSettings.id, 1)).limit(1);
  return row?.days ?? DEFAULT_WINDOW_DAYS;
}

/**
 * Writes the plan's credit rows for the new bulk order; a line another order took meanwhile is skipped. Answers the
 * amount actually taken (the placing workflow puts the order's total right when it differs from the plan).
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
  return sumMinor(taken.map((row) => row.amount));
}

/**
 * A bulk order cancelled or rejected gives its credit back (the cancel workflow's step, workflows/cancelOrder.ts; the
 * row already locked): its credit rows go, and it answers the sample lines given back (none when it took no credit).
 */
export async function releaseSampleCredit(tx: Tx, orderId: number): Promise<number[]> {
  const released = await tx
    .delete(sampleCredits)
    .where(eq(sampleCredits.bulkOrderId, orderId))
    .returning({ sampleItemId: sampleCredits.sampleItemId });
  return released.map((row) => row.sampleItemId);
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
