import { and, eq, inArray } from 'drizzle-orm';
import {
  formatMinor, minorToNumber, nextStatuses, ORDER_FLOW, RES, times, trackingUrl, UNPLACED_ORDER_STATUSES,
  type OrderConversation, type OrderLine, type OrderShipment, type OrderStatus, type OrderSummary, type StatusActor,
} from '@sw/protocol';
import { goods, inquiries, orderItems, orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { RecordOwner } from '../../lib/member';
import { placerOf, placersOf } from '../account';
import type { Reader } from '../../db/client';
import type { ThreadSide } from '../mail';
import { companyWroteAbout, conversationStates } from './conversation';

/**
 * How an order reads: its row, lines, history and quotation turned into the answer types, for the buyer
 * (erp/inquiryOrder/csite/) and the order desk (staff/). The side decides the actions offered.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const orderNotFound = () => new ApiError(RES.NOT_FOUND, 'This order was not found.');

/**
 * The order row; for a buyer only their company's (every colleague reads it; another company's is 20004, with nothing
 * said about it). Without an owner (the sales team, and the jobs) only an order the sales team sees: one waiting for
 * the company's approval, or rejected by it, is the company's own (services/order/approval.ts) and is 20004 too.
 */
export async function loadOrder(db: Reader, orderId: number, owner?: RecordOwner, lock = false): Promise<OrderRow> {
  const row = await orderRow(db, orderId, owner, lock);
  if (owner === undefined && UNPLACED_ORDER_STATUSES.includes(row.status)) throw orderNotFound();
  return row;
}

/** The order's row as it is, or undefined (another company's, with `owner`): for an answer that reads an unknown id as nothing (the proforma). */
export async function findOrder(db: Reader, orderId: number, owner?: RecordOwner): Promise<OrderRow | undefined> {
  const where = owner === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.companyId, owner.companyId));
  return (await db.select().from(orders).where(where).limit(1))[0];
}

/**
 * The order for its conversation and the desk's view of it. Once someone of the company writes to the sales team
 * about an order that waits for approval (or was rejected), the desk may open that order, read-only, to answer:
 * the message's mail links there. Until then it is 20004 to the desk, as in loadOrder.
 */
export async function loadOrderToTalkAbout(db: Reader, orderId: number, owner?: RecordOwner, lock = false): Promise<OrderRow> {
  const row = await orderRow(db, orderId, owner, lock);
  if (owner === undefined && UNPLACED_ORDER_STATUSES.includes(row.status) && !(await companyWroteAbout(db, row.id))) throw orderNotFound();
  return row;
}

async function orderRow(db: Reader, orderId: number, owner: RecordOwner | undefined, lock: boolean): Promise<OrderRow> {
  const where = owner === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.companyId, owner.companyId));
  const query = db.select().from(orders).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
}

export function toShipment(row: OrderRow): OrderShipment | null {
  if (!row.shippedAt || !row.carrier || !row.trackingNo) return null;
  return { carrier: row.carrier, trackingNo: row.trackingNo, trackingUrl: trackingUrl(row.carrier, row.trackingNo), shippedAt: row.shippedAt.toISOString() };
}

/** Order numbers of the inquiries the orders came from. */
export async function inquiryNumbers(db: Reader, rows: Pick<OrderRow, 'inquiryId'>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.inquiryId === null ? [] : [row.inquiryId])))];
  if (!ids.length) return new Map();
  const found = await db.select({ id: inquiries.id, no: inquiries.inquiryNo }).from(inquiries).where(inArray(inquiries.id, ids));
  return new Map(found.map((row) => [row.id, row.no]));
}

export function toOrderSummary(row: OrderRow, inquiryNo: string | null, conversation: OrderConversation): OrderSummary {
  return {
    orderId: String(row.id),
    orderNo: row.orderNo,
    status: row.status,
    kind: row.kind,
    poNumber: row.poNumber,
    inquiryId: row.inquiryId === null ? null : String(row.inquiryId),
    inquiryNo,
    title: row.title,
    imageUrl: row.imageUrl,
    lineCount: row.lineCount,
    totalQty: row.totalQty,
    currency: row.currency,
    total: minorToNumber(row.total),
    shipment: toShipment(row),
    promisedShipDate: row.promisedShipDate,
    conversation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Summaries of a page of orders, as `side` reads them (its unread messages). */
export async function toOrderSummaries(db: Reader, rows: OrderRow[], side: ThreadSide): Promise<OrderSummary[]> {
  const numbers = await inquiryNumbers(db, rows);
  const pictures = await newDesignPictures(db, rows.map((row) => row.id));
  const conversations = await conversationStates(db, rows.map((row) => row.id), side);
  const placers = await placersOf(db, rows.map((row) => row.memberId));
  return rows.map((row) => ({
    ...flagNew(toOrderSummary(row, row.inquiryId === null ? null : numbers.get(row.inquiryId) ?? null, conversations.get(row.id)!), pictures.imageUrls),
    placedBy: placerOf(placers, row.memberId),
  }));
}

export function toOrderLine(item: OrderItemRow): OrderLine {
  return {
    lineId: String(item.id),
    itemId: item.itemId === null ? null : String(item.itemId),
    goodsId: item.goodsId === null ? null : String(item.goodsId),
    goodsCode: item.goodsCode,
    title: item.title,
    imageUrl: item.imageUrl,
    variants: item.variants,
    customization: item.customInfo ?? null,
    qty: item.qty,
    tiers: item.tiers,
    unitPrice: minorToNumber(item.unitPrice),
    amount: minorToNumber(times(item.unitPrice, item.qty)),
    agreement: item.priceListId === null || item.priceListVersion === null || item.catalogueUnitPrice === null ? null : {
      priceListId: String(item.priceListId), version: item.priceListVersion, name: item.priceListName ?? '',
      catalogueUnitPrice: formatMinor(item.catalogueUnitPrice), catalogueCurrency: item.catalogueCurrency ?? 'USD',
    },
  };
}

/**
 * Pictures of new designs are a privilege (services/catalog/newDesign.ts): the app hides the `imageUrl` of any
 * object flagged `newFlag: 1` from callers without access. Order lines keep copies of their goods' pictures, so
 * they carry the flag like the inquiry's lines (services/inquiry/view.ts).
 */
export async function newDesignPictures(db: Reader, orderIds: number[]): Promise<{ goodsIds: Set<number>; imageUrls: Set<string> }> {
  if (!orderIds.length) return { goodsIds: new Set(), imageUrls: new Set() };
  const rows = await db
    .select({ goodsId: orderItems.goodsId, imageUrl: orderItems.imageUrl })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(goods.newFlag, 1)));
  return { goodsIds: new Set(rows.map((row) => row.goodsId!)), imageUrls: new Set(rows.map((row) => row.imageUrl)) };
}

export const flagNew = <S extends { imageUrl: string }>(item: S, imageUrls: Set<string>): S =>
  item.imageUrl && imageUrls.has(item.imageUrl) ? { ...item, newFlag: 1 } : item;

/** The statuses `side` may move the order to now. */
export const orderActionsFor = (status: OrderStatus, side: StatusActor): OrderStatus[] => nextStatuses(ORDER_FLOW, status, side);

/**
 * One condition of a gate (queries/orderGates.ts lists each gate's): null when it holds, else what is missing, in a
 * sentence. Each domain answers its own (payments/gate.ts, proof/gate.ts).
 */
export type GateCheck = (db: Reader, order: OrderRow) => Promise<string | null>;
