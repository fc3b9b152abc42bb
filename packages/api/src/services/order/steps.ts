import { eq } from 'drizzle-orm';
import { type OrderDetail, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { recordAudit } from '../audit';
import type { Member } from '../auth/sessions';
import { brandOf, branded, lines, mailBuyer, mailStaff } from '../mail/compose';
import { staffBuyer } from '../quotation/desk';
import { actorOf, runUseCase, type UseCase } from '../workflow/useCase';
import { human, orderDeskLink, orderStatusMail } from './mail';
import { gateOverrides, orderGates, passGate } from './gates';
import { buildOrderDetail, loadOrder, toShipment, type OrderRow } from './view';
import type { Reader } from '../../db/client';

/**
 * Status steps of an order: the buyer's cancel (cancelOrder.do, only while placed) and the order desk's moves
 * (staff/moveOrder.do). Each is one step of ORDER_FLOW through `uc.moveOrder` (20009 with the reason when the flow
 * refuses it), with its history, the buyer's email in the same transaction, and for staff the audit trail.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** The buyer's email about the step just made. */
async function mailStep(uc: UseCase, deps: Deps, order: OrderRow, to: OrderStatus, note: string | null): Promise<void> {
  await mailBuyer(uc, order.memberId, orderStatusMail({
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
  await loadOrder(deps.database.db, input.orderId, member.id);
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, member.id, true);
    const note = input.reason ?? 'Cancelled by the buyer.';
    await uc.moveOrder(order.id, 'cancelled', actorOf(member), note);
    await mailStep(uc, deps, order, 'cancelled', input.reason ?? null);
    await mailStaff(uc, branded(order.theme, {
      subject: `Order ${order.orderNo} cancelled by the buyer`,
      text: lines(
        `${member.nick || member.email} (${member.email}) cancelled order ${order.orderNo} before it was confirmed.`,
        input.reason ? `Reason: ${input.reason}` : null,
        '',
        orderDeskLink(deps.config.publicUrl, order.id),
      ),
    }, 'staff'));
    return buildOrderDetail(uc.tx, order.id, 'buyer', member.id);
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

/** The history note of a step: the staff note, and for shipping the carrier and tracking number. */
function stepNote(input: MoveInput): string | undefined {
  if (input.to !== 'shipped') return input.note;
  const shipped = `Shipped by ${input.carrier} with tracking number ${input.trackingNo}.`;
  return input.note ? `${shipped} ${input.note}` : shipped;
}

/** staff/orderView.do's answer, in the caller's transaction. */
async function staffView(db: Reader, orderId: number): Promise<StaffOrderView> {
  const detail = await buildOrderDetail(db, orderId, 'staff');
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [buyer, gates, overrides] = await Promise.all([staffBuyer(db, row!.memberId), orderGates(db, row!), gateOverrides(db, orderId)]);
  return { ...detail, buyer, gates, overrides };
}

export const orderView = (deps: Deps, orderId: number): Promise<StaffOrderView> => staffView(deps.database.db, orderId);

/**
 * staff/moveOrder.do: one step of ORDER_FLOW. Shipping records the carrier and tracking number (the schema asks
 * for both) and cancelling a note; the buyer is emailed and the audit trail keeps the before and after.
 */
export async function moveOrder(deps: Deps, member: Member, input: MoveInput): Promise<StaffOrderView> {
  await loadOrder(deps.database.db, input.orderId);
  return runUseCase(deps, async (uc) => {
    const before = await loadOrder(uc.tx, input.orderId, undefined, true);
    const note = stepNote(input);
    if (input.to === 'in_production') await passGate(uc, before, 'production', member, input.override);
    if (input.to === 'shipped') await passGate(uc, before, 'shipping', member, input.override);
    await uc.moveOrder(before.id, input.to, actorOf(member), note);
    if (input.to === 'shipped') {
      await uc.tx
        .update(orders)
        .set({ carrier: input.carrier!, trackingNo: input.trackingNo!.trim(), shippedAt: uc.now, updatedAt: uc.now })
        .where(eq(orders.id, before.id));
    }
    const after = await loadOrder(uc.tx, before.id);
    const shipment = toShipment(after);
    await recordAudit(uc.tx, member, {
      action: 'order.move',
      targetType: 'order',
      targetId: before.id,
      summary: `Order ${before.orderNo}: ${human(before.status)} → ${human(after.status)}`,
      before: { status: before.status },
      after: {
        status: after.status,
        ...(note ? { note } : {}),
        ...(shipment ? { carrier: shipment.carrier, trackingNo: shipment.trackingNo } : {}),
      },
    });
    await mailStep(uc, deps, after, input.to, input.to === 'shipped' ? input.note ?? null : note ?? null);
    return staffView(uc.tx, before.id);
  });
}
