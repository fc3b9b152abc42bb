import { and, eq, lte, sql } from 'drizzle-orm';
import { RES, SHIPMENT_LIMITS, type OrderDetail } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../auth/sessions';
import { buyerOf, mailStaff } from '../mail/compose';
import { human, orderStatusMail } from '../order/mail';
import { buildOrderDetail, loadOrder, toShipment, type OrderRow } from '../order/view';
import { orderTheme } from '../order/brand';
import { actorOf, runUseCase, SYSTEM_ACTOR, type ActorRef, type UseCase } from '../workflow/useCase';
import { receiptConfirmedMail } from './mail';
import { companyMember } from '../../lib/member';
import { mailCompany } from '../company/recipients';

/**
 * Completing a shipped order: the buyer confirms receipt (confirmReceipt.do), staff close it (moveOrder.do), or it
 * completes by itself SHIPMENT_LIMITS.autoCompleteDays after its last shipment (the order.autocomplete job, a system
 * step). Each sets orders.delivered_at to the completion time and emails the buyer.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

const DAY_MS = 86_400_000;

/** The step to completed with its delivery time and the buyer's email, in the caller's use case. */
export async function completeOrder(uc: UseCase, deps: Deps, order: OrderRow, by: ActorRef, note?: string): Promise<void> {
  await uc.moveOrder(order.id, 'completed', by, note);
  await uc.tx.update(orders).set({ deliveredAt: uc.now, updatedAt: uc.now }).where(eq(orders.id, order.id));
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

/** confirmReceipt.do: the buyer's goods arrived; the order completes and the sales desk is told. */
export async function confirmReceipt(deps: Deps, member: Member, input: { orderId: number }): Promise<OrderDetail> {
  await loadOrder(deps.database.db, input.orderId, companyMember(member));
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member), true);
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
    return buildOrderDetail(uc.tx, order.id, 'buyer', companyMember(member));
  });
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
      return true;
    });
    if (done) completed++;
  }
  return completed;
}
