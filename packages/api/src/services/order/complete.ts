import { and, eq, lte } from 'drizzle-orm';
import { RES, SHIPMENT_LIMITS } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { mailCompany } from '../company';
import { emitEvent, orderEvent } from '../integration';
import { buyerOf, lines, mailStaff } from '../mail';
import { actorOf, runUseCase, SYSTEM_ACTOR, type ActorRef, type UseCase } from '../useCase';
import { DAY_MS } from './habits';
import { human, orderDeskLink, orderStatusMail } from './mail';
import { moveOrderStatus } from './statusStep';
import { loadOrder, type OrderRow, toShipment } from './view';
import { orderTheme } from './brand';
import { recordDelivery } from './writes';

/**
 * Completing a shipped order, the order's own writes: the buyer confirms receipt (confirmReceipt.do), staff close it
 * (moveOrder.do), or it completes by itself SHIPMENT_LIMITS.autoCompleteDays after its last shipment (the
 * order.autocomplete job, a system step). Each sets orders.delivered_at to the completion time and emails the buyer.
 * (It lived in services/shipment/, which wrote the order from there; issue 50.)
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** The step to completed with its delivery time and the buyer's email, in the caller's use case. */
export async function completeOrder(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, by: ActorRef, note?: string): Promise<void> {
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

/** To the sales desk: the buyer confirmed receipt, so the order is complete. */
function receiptConfirmedMail(about: { publicUrl: string; orderId: number; orderNo: string; buyer: string }) {
  return {
    subject: `Order ${about.orderNo}: receipt confirmed by the buyer`,
    text: lines(
      `${about.buyer} confirmed that the goods of order ${about.orderNo} arrived. The order is completed.`,
      '',
      orderDeskLink(about.publicUrl, about.orderId),
    ),
  };
}

/**
 * The buyer's receipt of a shipped order (confirmReceipt.do, workflows/confirmReceipt.ts), in the caller's use case:
 * the order completes and the sales desk is told.
 */
export async function confirmReceiptStep(uc: UseCase, deps: Pick<AppDeps, 'config'>, member: Member, orderId: number): Promise<void> {
  const order = await loadOrder(uc.tx, orderId, companyMember(member), true);
  if (order.status !== 'shipped') {
    throw new ApiError(RES.CONFLICT, order.status === 'completed'
      ? 'This order is completed already.'
      : `This order is ${human(order.status)}; receipt can be confirmed once every piece has shipped.`);
  }
  await completeOrder(uc, deps, order, actorOf(member), 'Receipt confirmed by the buyer.');
  const buyer = await buyerOf(uc.tx, member.id);
  await mailStaff(uc, receiptConfirmedMail({ publicUrl: deps.config.publicUrl, orderId: order.id, orderNo: order.orderNo, buyer: `${buyer.nick || buyer.email} (${buyer.email})` }));
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
    .where(and(eq(orders.status, 'shipped'), lte(orders.shippedAt, cutoff)));
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
