import type { StaffOrderView } from '@sw/protocol';
import type { AppDeps } from '../context';
import { utcDay } from '../lib/dailyNumber';
import type { Member } from '../lib/member';
import { staffView } from '../queries/staffOrderView';
import { loadOrder, loadOrderItems, moveOrderStatus } from '../services/order';
import { loadShipments, lockShippable, shippedByItem, writeShipment, type RecordShipmentInput } from '../services/shipment';
import { actorOf, runUseCase, type UseCase } from '../services/useCase';
import { passGate } from './passGate';
import { emitShipmentDispatched } from './steps/emitEvent';
import { orderShipped } from './steps/orderShipped';

/**
 * Shipping a part of an order (docs/workflows.md, Shipments), in one use case: the order locked and shippable, through
 * the shipping gate (workflows/passGate.ts: the balance, unless the terms are net), the shipment written with its
 * lines, cartons, mail and audit (services/shipment/record.ts), the order moved on by its step (steps/orderShipped.ts),
 * and the desk's view of the order read back.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** staff/recordShipment.do. */
export async function recordShipment(deps: Deps, member: Member, input: RecordShipmentInput): Promise<StaffOrderView> {
  await loadOrder(deps.database.db, input.orderId);
  return runUseCase(deps, async (uc) => {
    const order = await lockShippable(uc, input.orderId);
    await passGate(uc, order, 'shipping', member, input.override);
    await orderShipped(uc, member, order, await writeShipment(uc, deps, order, member, input));
    await emitShipmentDispatched(uc, deps, order.id);
    return staffView(uc.tx, order.id, uc.now);
  });
}

/**
 * staff/moveOrder.do to shipped (the old one-step ship, kept for callers of that path): one shipment of everything still
 * unshipped, dated today, without cartons, through the same gate and rules.
 */
export async function shipEverythingLeft(uc: UseCase, deps: Deps, orderId: number, member: Member, input: { carrier: string; trackingNo: string; note?: string; override?: string }): Promise<void> {
  const order = await loadOrder(uc.tx, orderId, undefined, true);
  // Any other state: the flow's own refusal ('This order is placed and cannot change to shipped.').
  if (order.status !== 'in_production') await moveOrderStatus(uc, order.id, 'shipped', actorOf(member));
  await passGate(uc, order, 'shipping', member, input.override);
  const [items, loaded] = await Promise.all([
    loadOrderItems(uc.tx, order.id),
    loadShipments(uc.tx, order.id),
  ]);
  const shipped = shippedByItem(loaded);
  const written = await writeShipment(uc, deps, order, member, {
    lines: items.map((item) => ({ lineId: item.id, qty: item.qty - (shipped.get(item.id) ?? 0) })),
    carrier: input.carrier,
    trackingNo: input.trackingNo,
    shipDate: utcDay(uc.now),
    cartons: [],
    ...(input.note ? { note: input.note } : {}),
  });
  await orderShipped(uc, member, order, written);
  await emitShipmentDispatched(uc, deps, order.id);
}
