import type { IntegrationEventType } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { emitEvent, orderEvent, paymentEvent, shipmentEvent, type EventDeps } from '../../services/integration';
import { findOrder } from '../../services/order';
import { loadShipments } from '../../services/shipment';
import type { UseCase } from '../../services/useCase';

/**
 * Steps that write an integration event in the action's use case (services/integration; docs/integration.md): the
 * order as it stands after the action, read in the same transaction, so a rollback takes the event with it.
 */

type Deps = EventDeps & Pick<AppDeps, 'config'>;

/** order.placed, order.approved, order.cancelled, order.delivered: the order's new state. */
export async function emitOrderEvent(uc: UseCase, deps: Deps, type: IntegrationEventType, orderId: number): Promise<void> {
  const order = await findOrder(uc.tx, orderId);
  if (order) await emitEvent(uc, deps, orderEvent(type, order));
}

/** shipment.dispatched: the shipment the action wrote (the order's newest), with links to its documents. */
export async function emitShipmentDispatched(uc: UseCase, deps: Deps, orderId: number): Promise<void> {
  const [order, shipments] = await Promise.all([findOrder(uc.tx, orderId), loadShipments(uc.tx, orderId)]);
  const newest = shipments.at(-1);
  if (order && newest) await emitEvent(uc, deps, shipmentEvent(order, newest.shipment, deps.config.publicUrl));
}

/** payment.received: a receipt the desk recorded (a refund is no such event), with the order's money after it. */
export async function emitPaymentReceived(uc: UseCase, deps: EventDeps, orderId: number, receipt: { receiptId: number; amount: bigint; receivedOn: string }): Promise<void> {
  const order = await findOrder(uc.tx, orderId);
  if (order) await emitEvent(uc, deps, paymentEvent(order, { id: receipt.receiptId, kind: 'receipt', amount: receipt.amount, receivedOn: receipt.receivedOn }));
}
