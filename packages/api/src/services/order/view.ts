import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENTS, minorToNumber, nextStatuses, ORDER_FLOW, RES, times, trackingUrl, UNPLACED_ORDER_STATUSES,
  type OrderConversation, type OrderDetail, type OrderLine, type OrderShipment, type OrderStatus, type OrderSummary, type StatusActor,
} from '@sw/protocol';
import { goods, inquiries, orderItems, orders, orderStatusHistory, quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { RecordOwner } from '../../lib/member';
import { placerOf, placersOf, statusSteps } from '../account/placedBy';
import type { Reader } from '../../db/client';
import { orderShipping } from '../shipment/view';
import type { ThreadSide } from '../mail/thread';
import { conversationStates } from './conversation';
import { orderApproval } from './approvalView';
import { creditOfOrder } from '../samples/credit';

/**
 * How an order reads: its row, lines, history and quotation turned into the answer types, for the buyer
 * (erp/inquiryOrder/csite/) and the order desk (staff/). The side decides the actions offered.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const orderNotFound = () => new ApiError(RES.NOT_FOUND, 'This order was not found.');

/**
 * The order row; for a buyer only their company's (every colleague reads it; another company's is 20004, with nothing
 * said about it).
 */
export async function loadOrder(db: Reader, orderId: number, owner?: RecordOwner, lock = false): Promise<OrderRow> {
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
  };
}

/**
 * Pictures of new designs are a privilege (services/catalog/newDesign.ts): the app hides the `imageUrl` of any
 * object flagged `newFlag: 1` from callers without access. Order lines keep copies of their goods' pictures, so
 * they carry the flag like the inquiry's lines (services/inquiry/view.ts).
 */
async function newDesignPictures(db: Reader, orderIds: number[]): Promise<{ goodsIds: Set<number>; imageUrls: Set<string> }> {
  if (!orderIds.length) return { goodsIds: new Set(), imageUrls: new Set() };
  const rows = await db
    .select({ goodsId: orderItems.goodsId, imageUrl: orderItems.imageUrl })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(goods.newFlag, 1)));
  return { goodsIds: new Set(rows.map((row) => row.goodsId!)), imageUrls: new Set(rows.map((row) => row.imageUrl)) };
}

const flagNew = <S extends { imageUrl: string }>(item: S, imageUrls: Set<string>): S =>
  item.imageUrl && imageUrls.has(item.imageUrl) ? { ...item, newFlag: 1 } : item;

/** The statuses `side` may move the order to now. */
export const orderActionsFor = (status: OrderStatus, side: StatusActor): OrderStatus[] => nextStatuses(ORDER_FLOW, status, side);

/** An order in full, as `side` sees it (the buyer's detail, and the core of the desk's view). */
export async function buildOrderDetail(db: Reader, orderId: number, side: 'buyer' | 'staff', owner?: RecordOwner): Promise<OrderDetail> {
  const row = await loadOrder(db, orderId, owner);
  // The sales team does not see an order that waits for the company's approval, or was rejected (services/order/approval.ts).
  if (side === 'staff' && UNPLACED_ORDER_STATUSES.includes(row.status)) throw orderNotFound();
  const [items, history, quotation, numbers, pictures, conversations, placers] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.sort), asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.parentId, row.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    row.quotationId === null
      ? Promise.resolve(undefined)
      : db.select().from(quotations).where(eq(quotations.id, row.quotationId)).limit(1).then((found) => found[0]),
    inquiryNumbers(db, [row]),
    newDesignPictures(db, [row.id]),
    conversationStates(db, [row.id], side),
    placersOf(db, [row.memberId]),
  ]);
  const summary = toOrderSummary(row, row.inquiryId === null ? null : numbers.get(row.inquiryId) ?? null, conversations.get(row.id)!);
  const shipping = await orderShipping(db, row, items);
  return {
    ...flagNew(summary, pictures.imageUrls),
    placedBy: placerOf(placers, row.memberId),
    lines: items.map((item) => {
      const line = toOrderLine(item);
      return item.goodsId !== null && pictures.goodsIds.has(item.goodsId) ? { ...line, newFlag: 1 } : line;
    }),
    address: row.address!,
    notes: row.notes,
    quotation: quotation
      ? {
          quotationId: String(quotation.id),
          version: quotation.version ?? 0,
          validUntil: quotation.validUntil,
          leadTimeDays: quotation.leadTimeDays,
          pdfUrl: DOCUMENTS.quotationPdf(String(quotation.id)),
        }
      : null,
    history: await statusSteps(db, history),
    invoiceUrl: DOCUMENTS.proformaPdf(String(row.id)),
    // Once anything has shipped the order can no longer be cancelled.
    actions: orderActionsFor(row.status, side).filter((to) => to !== 'cancelled' || !shipping.shipments.length),
    shipping,
    approval: await orderApproval(db, row),
    sampleCredit: await creditOfOrder(db, row),
    tradeTerms: row.tradeTerms ?? null,
    charges: minorToNumber(row.charges),
  };
}
