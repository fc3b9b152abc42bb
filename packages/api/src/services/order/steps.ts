import { RES, type OrderDetail, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { Member } from '../auth/sessions';
import { brandOf, branded, lines, mailStaff } from '../mail/compose';
import { actorOf, runUseCase, type UseCase } from '../workflow/useCase';
import { human, orderDeskLink, orderStatusMail } from './mail';
import { passGate } from './gates';
import { staffView } from './staffView';
import { buildOrderDetail, loadOrder, toShipment, type OrderRow } from './view';
import { completeOrder } from '../shipment/receipt';
import { hasShipments } from '../shipment/view';
import { shipEverythingLeft } from '../shipment/record';
import { companyMember } from '../../lib/member';
import { mailCompany } from '../company/recipients';

/**
 * Status steps of an order: the buyer's cancel (cancelOrder.do, only while placed) and the order desk's moves
 * (staff/moveOrder.do). Each is one step of ORDER_FLOW through `uc.moveOrder` (20009 with the reason when the flow
 * refuses it), with its history, the buyer's email in the same transaction, and for staff the audit trail.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** The buyer's email about the step just made. */
async function mailStep(uc: UseCase, deps: Deps, order: OrderRow, to: OrderStatus, note: string | null): Promise<void> {
  await mailCompany(uc, order, orderStatusMail({
    brand: brandOf(order.theme),
    publicUrl: deps.config.publicUrl,
    orderId: order.id,
    orderNo: order.orderNo,
    to,
    note,
    shipment: toShipment(order),
  }));
}

/** cancelOrder.do: the buyer cancels their order while it is placed; the sales desk and the buyer are emailed. */
export async function cancelOrder(deps: Deps, member: Member, input: { orderId: number; reason?: string }): Promise<OrderDetail> {
  await loadOrder(deps.database.db, input.orderId, companyMember(member));
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member), true);
    const note = input.reason ?? 'Cancelled by the buyer.';
    const from = await uc.moveOrder(order.id, 'cancelled', actorOf(member), note);
    await mailStep(uc, deps, order, 'cancelled', input.reason ?? null);
    // An order still awaiting its company's approval never reached the sales desk: nothing to tell it.
    if (from !== 'awaiting_approval') await mailStaff(uc, branded(order.theme, {
      subject: `Order ${order.orderNo} cancelled by the buyer`,
      text: lines(
        `${member.nick || member.email} (${member.email}) cancelled order ${order.orderNo} before it was confirmed.`,
        input.reason ? `Reason: ${input.reason}` : null,
        '',
        orderDeskLink(deps.config.publicUrl, order.id),
      ),
    }, 'staff'));
    return buildOrderDetail(uc.tx, order.id, 'buyer', companyMember(member));
  });
}

export interface MoveInput {
  orderId: number;
  to: OrderStatus;
  note?: string;
  carrier?: string;
  trackingNo?: string;
  /** Staff's written reason to pass a closed gate (services/order/gates.ts). */
  override?: string;
}

export const orderView = (deps: Deps, orderId: number): Promise<StaffOrderView> => staffView(deps.database.db, orderId, deps.now());

/**
 * staff/moveOrder.do: one step of ORDER_FLOW. Shipping is a shipment of everything still unshipped
 * (services/shipment/record.ts, which moves the order, audits and emails); cancelling needs a note and is refused once
 * anything has shipped; completing records the delivery time. The buyer is emailed and the audit trail keeps the
 * before and after.
 */
export async function moveOrder(deps: Deps, member: Member, input: MoveInput): Promise<StaffOrderView> {
  await loadOrder(deps.database.db, input.orderId);
  return runUseCase(deps, async (uc) => {
    if (input.to === 'shipped') {
      await shipEverythingLeft(uc, deps, input.orderId, member, { carrier: input.carrier!, trackingNo: input.trackingNo!, note: input.note, override: input.override });
      return staffView(uc.tx, input.orderId, uc.now);
    }
    const before = await loadOrder(uc.tx, input.orderId, undefined, true);
    const note = input.note;
    if (input.to === 'cancelled' && before.status === 'in_production' && (await hasShipments(uc.tx, before.id))) {
      throw new ApiError(RES.CONFLICT, 'Part of this order has shipped already, so it cannot be cancelled.');
    }
    if (input.to === 'completed') {
      await completeOrder(uc, deps, before, actorOf(member), note);
    } else {
      await uc.moveOrder(before.id, input.to, actorOf(member), note);
      // The flow's refusal comes first (a placed order cannot start production, whatever its gate says); a closed
      // gate then rolls the step back.
      if (input.to === 'in_production') await passGate(uc, before, 'production', member, input.override);
      await mailStep(uc, deps, before, input.to, note ?? null);
    }
    const after = await loadOrder(uc.tx, before.id);
    await recordAudit(uc.tx, member, {
      action: 'order.move',
      targetType: 'order',
      targetId: before.id,
      summary: `Order ${before.orderNo}: ${human(before.status)} → ${human(after.status)}`,
      before: { status: before.status },
      after: { status: after.status, ...(note ? { note } : {}) },
    });
    return staffView(uc.tx, before.id, uc.now);
  });
}
