import { RES, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import type { AppDeps } from '../context';
import { ApiError } from '../lib/errors';
import type { Member } from '../lib/member';
import { staffView } from '../queries/staffOrderView';
import { recordAudit } from '../services/audit';
import { completeOrder, human, loadOrder, mailStatusStep, moveOrderStatus, type OrderRow } from '../services/order';
import { hasShipments } from '../services/shipment';
import { actorOf, runUseCase, type UseCase } from '../services/useCase';
import { giveSampleCreditBack } from './cancelOrder';
import { shipEverythingLeft } from './shipPart';
import { startProduction } from './startProduction';
import { emitOrderEvent } from './steps/emitEvent';

/**
 * staff/moveOrder.do: the order desk's one step of ORDER_FLOW, through `moveOrderStatus` (20009 with the reason when the
 * flow refuses it), each in one use case with the buyer's email and the audit trail's before and after:
 * - shipped: a shipment of everything still unshipped (workflows/shipPart.ts, which moves the order and emails);
 * - in_production: through the production gate (workflows/startProduction.ts);
 * - cancelled: needs a note, refused once anything has shipped, gives the sample credit back;
 * - completed: records the delivery time (services/shipment/receipt.ts).
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

export interface MoveInput {
  orderId: number;
  to: OrderStatus;
  note?: string;
  carrier?: string;
  trackingNo?: string;
  /** Staff's written reason to pass a closed gate (workflows/passGate.ts). */
  override?: string;
}

/** Step: the desk cancels an order that has not shipped any part; its sample credit goes back to the company. */
async function cancelByDesk(uc: UseCase, deps: Deps, member: Member, order: OrderRow, note: string | undefined): Promise<void> {
  if (order.status === 'in_production' && (await hasShipments(uc.tx, order.id))) {
    throw new ApiError(RES.CONFLICT, 'Part of this order has shipped already, so it cannot be cancelled.');
  }
  await moveOrderStatus(uc, order.id, 'cancelled', actorOf(member), note);
  await giveSampleCreditBack(uc, order.id);
  await mailStatusStep(uc, deps, order, 'cancelled', note ?? null);
  await emitOrderEvent(uc, deps, 'order.cancelled', order.id);
}

/** The step `input.to` asks for, on the locked order. */
async function step(uc: UseCase, deps: Deps, member: Member, before: OrderRow, input: MoveInput): Promise<void> {
  if (input.to === 'cancelled') return cancelByDesk(uc, deps, member, before, input.note);
  if (input.to === 'completed') return completeOrder(uc, deps, before, actorOf(member), input.note).then(() => emitOrderEvent(uc, deps, 'order.delivered', before.id));
  if (input.to === 'in_production') return startProduction(uc, deps, member, before, input);
  await moveOrderStatus(uc, before.id, input.to, actorOf(member), input.note);
  await mailStatusStep(uc, deps, before, input.to, input.note ?? null);
}

export async function moveOrder(deps: Deps, member: Member, input: MoveInput): Promise<StaffOrderView> {
  await loadOrder(deps.database.db, input.orderId);
  return runUseCase(deps, async (uc) => {
    if (input.to === 'shipped') {
      await shipEverythingLeft(uc, deps, input.orderId, member, { carrier: input.carrier!, trackingNo: input.trackingNo!, note: input.note, override: input.override });
      return staffView(uc.tx, input.orderId, uc.now);
    }
    const before = await loadOrder(uc.tx, input.orderId, undefined, true);
    await step(uc, deps, member, before, input);
    const after = await loadOrder(uc.tx, before.id);
    await recordAudit(uc.tx, member, {
      action: 'order.move',
      targetType: 'order',
      targetId: before.id,
      summary: `Order ${before.orderNo}: ${human(before.status)} → ${human(after.status)}`,
      before: { status: before.status },
      after: { status: after.status, ...(input.note ? { note: input.note } : {}) },
    });
    return staffView(uc.tx, before.id, uc.now);
  });
}
