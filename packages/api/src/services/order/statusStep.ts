import { asc, eq } from 'drizzle-orm';
import { ORDER_FLOW, ORDER_INITIAL_STATUS, type OrderStatus } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Reader } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { mailCompany } from '../company';
import { brandOf } from '../mail';
import { type ActorRef, moveStatus, startStatus, type StatusParts, type UseCase } from '../useCase';
import { orderStatusMail } from './mail';
import { toShipment, type OrderRow } from './view';

/**
 * The order's status steps: the order domain owns `orders` and its status history, so it gives the use case's step
 * machinery (services/useCase/useCase.ts: the flow check, the refusal in words, the history row) its table parts.
 */
const ORDER_PARTS: StatusParts<OrderStatus> = {
  what: 'Order',
  flow: ORDER_FLOW,
  history: orderStatusHistory,
  lockStatus: async (tx, id) => (await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update'))[0]?.status,
  setStatus: async (tx, id, status, now) => {
    // What a step sets off in other domains (a cancel gives the sample credit back) is a step of its workflow
    // (packages/api/src/workflows/), not a hook here.
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, id));
  },
};

/** Records the first status of a new order: placed, or awaiting_approval when it waits for an admin (./approval.ts). */
export function startOrderStatus(uc: UseCase, orderId: number, by: ActorRef, note?: string, initial: OrderStatus = ORDER_INITIAL_STATUS): Promise<void> {
  return startStatus(uc, ORDER_PARTS, orderId, initial, by, note);
}

/** Moves an order when its flow lets `by` make that step; refused with 20009 and a readable message otherwise. Answers the status it left. */
export function moveOrderStatus(uc: UseCase, orderId: number, to: OrderStatus, by: ActorRef, note?: string): Promise<OrderStatus> {
  return moveStatus(uc, ORDER_PARTS, orderId, to, by, note);
}

/** The order's status steps, oldest first (the order detail's history). */
export function statusHistoryOf(db: Reader, orderId: number): Promise<(typeof orderStatusHistory.$inferSelect)[]> {
  return db.select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The buyer's email about a status step just made (each step's workflow sends it in its use case). */
export async function mailStatusStep(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, to: OrderStatus, note: string | null): Promise<void> {
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
