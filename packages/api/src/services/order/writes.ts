import { eq, inArray, sql } from 'drizzle-orm';
import { formatMinor, storedPaymentTerms } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { UseCase } from '../useCase';
import { depositOf } from './money';
import type { OrderRow } from './view';

/**
 * The order domain's writes to `orders` and `order_items` that other domains ask for through its face: payments move
 * the counters the desk's filters read, shipments set the carrier and the delivery, the sample credit changes the
 * total and marks the sample lines whose credit came back. Only the order domain updates the tables (its status
 * through `moveOrderStatus`, ./statusStep.ts).
 */

/** Money received and notices waiting, kept on the row (services/payments/notices.ts). */
export async function movePaymentCounters(uc: UseCase, orderId: number, change: { received?: bigint; notices?: number }): Promise<void> {
  await uc.tx
    .update(orders)
    .set({
      ...(change.received ? { received: sql`${orders.received} + ${formatMinor(change.received)}::numeric` } : {}),
      ...(change.notices ? { noticesPending: sql`${orders.noticesPending} + ${change.notices}` } : {}),
      updatedAt: uc.now,
    })
    .where(eq(orders.id, orderId));
}

/** A shipment was written: the shipment that sends the last pieces gives the order its carrier and tracking number. */
export async function recordShipmentOnOrder(uc: UseCase, orderId: number, inFull: { carrier: string; trackingNo: string } | null): Promise<void> {
  const shipped = inFull ? { carrier: inFull.carrier, trackingNo: inFull.trackingNo, shippedAt: uc.now } : {};
  await uc.tx.update(orders).set({ ...shipped, updatedAt: uc.now }).where(eq(orders.id, orderId));
}

/** The order completed: its delivery time (./complete.ts). */
export async function recordDelivery(uc: UseCase, orderId: number): Promise<void> {
  await uc.tx.update(orders).set({ deliveredAt: uc.now, updatedAt: uc.now }).where(eq(orders.id, orderId));
}

/** The order's sample credit set to `amount`: its total is the lines less it, the deposit follows the total. */
export async function setOrderSampleCredit(tx: Tx, orderId: number, amount: bigint): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return;
  const total = row.total + row.sampleCredit - amount;
  await tx
    .update(orders)
    .set({ sampleCredit: amount, total, depositDue: depositOf(total, storedPaymentTerms(row.paymentTerms)).deposit })
    .where(eq(orders.id, orderId));
}

/**
 * Sample order lines whose credit a cancelled or rejected bulk order gave back (samples' releaseSampleCredit): the next
 * bulk order placed from `now` may take it.
 */
export async function markSampleCreditReleased(tx: Tx, sampleItemIds: number[], now: Date): Promise<void> {
  await tx.update(orderItems).set({ creditReleasedAt: now }).where(inArray(orderItems.id, sampleItemIds));
}

/** A buyer joined another company (workflows/joinCompany.ts): their old company's orders move with them, as moved. */
export async function moveOrdersToCompany(tx: Tx, from: string, to: string): Promise<OrderRow[]> {
  return tx.update(orders).set({ companyId: to }).where(eq(orders.companyId, from)).returning();
}
