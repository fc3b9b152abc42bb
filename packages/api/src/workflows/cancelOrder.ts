import type { OrderDetail } from '@sw/protocol';
import type { AppDeps } from '../context';
import { companyMember, type Member } from '../lib/member';
import { buildOrderDetail } from '../queries/orderDetail';
import { branded, lines, mailStaff } from '../services/mail';
import { loadOrder, mailStatusStep, markSampleCreditReleased, moveOrderStatus, orderDeskLink, type OrderRow, setOrderSampleCredit } from '../services/order';
import { releaseSampleCredit } from '../services/samples';
import { actorOf, runUseCase, type UseCase } from '../services/useCase';
import { emitOrderEvent } from './steps/emitEvent';

/**
 * Cancelling an order: the buyer's cancel (cancelOrder.do, only while placed or awaiting approval), and the named step
 * every path that ends an order takes (the buyer's cancel, the desk's in workflows/moveOrder.ts, an admin's rejection
 * in workflows/approveOrder.ts): the sample fees it took back become the company's credit again.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/**
 * Step: an ended order gives its sample credit back to the company (services/samples/credit.ts): its total is the
 * lines again, and the next bulk order placed from now takes the lines given back.
 */
export async function giveSampleCreditBack(uc: UseCase, orderId: number): Promise<void> {
  const released = await releaseSampleCredit(uc.tx, orderId);
  if (!released.length) return;
  await setOrderSampleCredit(uc.tx, orderId, 0n);
  await markSampleCreditReleased(uc.tx, released, uc.now);
}

/** Step: the sales desk hears of a buyer's cancel, unless the order never reached it (it awaited approval). */
async function tellSalesDesk(uc: UseCase, deps: Deps, member: Member, order: OrderRow, from: string, reason: string | undefined): Promise<void> {
  if (from === 'awaiting_approval') return;
  await mailStaff(uc, branded(order.theme, {
    subject: `Order ${order.orderNo} cancelled by the buyer`,
    text: lines(
      `${member.nick || member.email} (${member.email}) cancelled order ${order.orderNo} before it was confirmed.`,
      reason ? `Reason: ${reason}` : null,
      '',
      orderDeskLink(deps.config.publicUrl, order.id),
    ),
  }, 'staff'));
}

/** cancelOrder.do: the buyer cancels their order; the buyer and the sales desk are emailed. */
export async function cancelOrder(deps: Deps, member: Member, input: { orderId: number; reason?: string }): Promise<OrderDetail> {
  await loadOrder(deps.database.db, input.orderId, companyMember(member));
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member), true);
    const from = await moveOrderStatus(uc, order.id, 'cancelled', actorOf(member), input.reason ?? 'Cancelled by the buyer.');
    await giveSampleCreditBack(uc, order.id);
    await mailStatusStep(uc, deps, order, 'cancelled', input.reason ?? null);
    await tellSalesDesk(uc, deps, member, order, from, input.reason);
    await emitOrderEvent(uc, deps, 'order.cancelled', order.id);
    return buildOrderDetail(uc.tx, order.id, 'buyer', companyMember(member));
  });
}
