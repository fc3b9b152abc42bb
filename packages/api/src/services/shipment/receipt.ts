import { and, lte, sql } from 'drizzle-orm';
import { RES, SHIPMENT_LIMITS } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { buyerOf, mailStaff } from '../mail';
import { human, loadOrder, moveOrderStatus, type OrderRow, orderStatusMail, orderTheme, recordDelivery, toShipment } from '../order';
import { actorOf, runUseCase, SYSTEM_ACTOR, type ActorRef, type UseCase } from '../workflow';
import { receiptConfirmedMail } from './mail';
import { companyMember, type Member } from '../../lib/member';
import { mailCompany } from '../company';
import { emitEvent, orderEvent } from '../integration';

/**
 * Completing a shipped order: the buyer confirms receipt (confirmReceipt.do), staff close it (moveOrder.do), or it
 * completes by itself SHIPMENT_LIMITS.autoCompleteDays after its last shipment (the order.autocomplete job, a system
 * step). Each sets orders.delivered_at to the completion time and emails the buyer.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

const DAY_MS = 86_400_000;

/** The step to completed with its delivery time and the buyer's email, in the caller's use case. */
export async function completeOrder(uc: UseCase, deps: Deps, order: OrderRow, by: ActorRef, note?: string): Promise<void> {
  await moveOrderStatus(uc, order.id, 'completed', by, note);
  await recordDelivery(uc, order.id);
  await mailCompany(uc, order, orderStatusMail({
    brand: orderTheme(order).brand,
    publicUrl: deps.config.publicUrl,
    orderId: order.id,
    orderNo: order.orderNo,
    to: 'completed',
    note: note ?? null,
    shipment: toShipment(order),
  }));
}

/**
 * The buyer's receipt of a shipped order (confirmReceipt.do, workflows/confirmReceipt.ts), in the caller's use case:
 * the order completes and the sales desk is told.
 */
export async function confirmReceiptStep(uc: UseCase, deps: Deps, member: Member, orderId: number): Promise<void> {
  const order = await loadOrder(uc.tx, orderId, companyMember(member), true);
  if (order.status !== 'shipped') {
    throw new ApiError(RES.CONFLICT, order.status === 'completed'
      ? 'This order is completed already.'
      : `This order is ${human(order.status)}; receipt can be confirmed once every piece has shipped.`);
  }
  await completeOrder(uc, deps, order, actorOf(member), 'Receipt confirmed by the buyer.');
  const buyer = await buyerOf(uc.tx, member.id);
  await mailStaff(uc, receiptConfirmedMail({
    brand: orderTheme(order).brand, publicUrl: deps.config.publicUrl, orderId: order.id, orderNo: order.orderNo,
    buyer: `${buyer.nick || buyer.email} (${buyer.email})`,
  }));
}

/**
 * The order.autocomplete job: every order shipped at least autoCompleteDays ago (its last shipment) completes, each in
 * its own use case at `now`, re-checked under its row lock so it completes once. Answers how many completed.
 */
export async function autocompleteShippedOrders(deps: Deps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SHIPMENT_LIMITS.autoCompleteDays * DAY_MS);
  const due = await deps.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`${orders.status} = 'shipped'`, lte(orders.shippedAt, cutoff)));
  let completed = 0;
  for (const { id } of due) {
    const done = await runUseCase({ ...deps, now: () => now }, async (uc) => {
      const order = await loadOrder(uc.tx, id, undefined, true);
      if (order.status !== 'shipped' || !order.shippedAt || order.shippedAt > cutoff) return false;
      await completeOrder(uc, deps, order, SYSTEM_ACTOR, `Completed ${SHIPMENT_LIMITS.autoCompleteDays} days after the last shipment.`);
      await emitEvent(uc, deps, orderEvent('order.delivered', await loadOrder(uc.tx, id, undefined)));
      return true;
    });
    if (done) completed++;
  }
  return completed;
}
