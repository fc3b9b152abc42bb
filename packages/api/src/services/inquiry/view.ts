import { and, asc, count, desc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import {
  DOCUMENTS, formatMinor, INQUIRY_FLOW, minorToNumber, nextStatuses, RES, storedPaymentTerms, type FrozenLinePrice,
  type InquiryDetail, type InquiryDraft, type InquiryLine, type InquiryStatus, type InquirySummary, type OrderRef, type QuotationView,
  type OrderStatus, type StatusActor,
} from '@sw/protocol';
import type { Reader } from '../../db/client';
import { inquiries, inquiryItems, inquiryMessages, inquiryStatusHistory, quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { RecordOwner } from '../../lib/member';
import { placerOf, placersOf, statusSteps } from '../account';
import { lockedRateView, tradeTermsView } from '../tradeTerms';
import { newDesignsAmong } from '../catalog';
import { newestOrderOfInquiry } from '../order';

/**
 * How an inquiry reads: its row, lines, history and quotations turned into the answer types, for the buyer
 * (csite/inquiryOrder/) and the sales team (staff/). Shared by both sides: the side decides the unread count
 * and the actions offered.
 */

export type InquiryRow = typeof inquiries.$inferSelect;
export type ItemRow = typeof inquiryItems.$inferSelect;
export type QuotationRow = typeof quotations.$inferSelect;

/** Which side reads: the buyer (only their company's inquiries) or the sales team (any). */
export type Side = 'buyer' | 'staff';

/** Statuses in which the buyer may change the request. */
export const EDITABLE_STATUSES: readonly InquiryStatus[] = ['submitted', 'revision_requested'];

export const inquiryNotFound = () => new ApiError(RES.NOT_FOUND, 'This inquiry was not found.');

/**
 * The inquiry row; for a buyer only their company's (every colleague reads it; another company's is 20004, with nothing
 * said about it).
 */
export async function loadInquiry(db: Reader, inquiryId: number, owner?: RecordOwner, lock = false): Promise<InquiryRow> {
  const where = owner === undefined ? eq(inquiries.id, inquiryId) : and(eq(inquiries.id, inquiryId), eq(inquiries.companyId, owner.companyId));
  const query = db.select().from(inquiries).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw inquiryNotFound();
  return row;
}

export async function loadItems(db: Reader, inquiryId: number): Promise<ItemRow[]> {
  return db.select().from(inquiryItems).where(eq(inquiryItems.inquiryId, inquiryId)).orderBy(asc(inquiryItems.sort), asc(inquiryItems.id));
}

export function toInquiryLine(item: ItemRow): InquiryLine {
  return {
    itemId: String(item.id),
    goodsId: item.goodsId === null ? null : String(item.goodsId),
    goodsCode: item.goodsCode,
    title: item.title,
    imageUrl: item.imageUrl,
    variants: item.variants,
    qty: item.qty,
    customization: item.customInfo ?? null,
    price: frozenPriceOf(item),
  };
}

/** The price frozen on the item when it was sent (issue 51); null for items sent before, or without one. */
function frozenPriceOf(item: ItemRow): FrozenLinePrice | null {
  if (item.currency === null || item.priceLabel === null) return null;
  return {
    currency: item.currency,
    unitPrice: item.unitPrice === null ? null : formatMinor(item.unitPrice),
    catalogueUnitPrice: item.catalogueUnitPrice === null ? null : formatMinor(item.catalogueUnitPrice),
    source: item.priceListId === null ? { kind: 'catalogue' } : { kind: 'list', listId: String(item.priceListId), version: item.priceListVersion ?? 0 },
    label: item.priceLabel,
    why: item.priceWhy ?? item.priceLabel,
  };
}

export function toQuotationView(row: QuotationRow): QuotationView {
  return {
    quotationId: String(row.id),
    version: row.version ?? 0,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    total: minorToNumber(row.total),
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil,
    remarks: row.note,
    terms: row.terms,
    paymentTerms: storedPaymentTerms(row.paymentTerms),
    sentAt: row.sentAt?.toISOString() ?? null,
    pdfUrl: row.status === 'sent' ? DOCUMENTS.quotationPdf(String(row.id)) : null,
    tradeTerms: tradeTermsView(row),
    exchange: lockedRateView(row),
  };
}

/** The sent quotations of an inquiry, newest version first. */
export async function sentQuotations(db: Reader, inquiryId: number): Promise<QuotationRow[]> {
  return db
    .select()
    .from(quotations)
    .where(and(eq(quotations.inquiryId, inquiryId), eq(quotations.status, 'sent')))
    .orderBy(desc(quotations.version));
}

/** The latest sent quotation of each inquiry (for the lists). */
export async function latestQuotations(db: Reader, inquiryIds: number[]): Promise<Map<number, QuotationRow>> {
  if (!inquiryIds.length) return new Map();
  const rows = await db
    .select()
    .from(quotations)
    .where(and(inArray(quotations.inquiryId, inquiryIds), eq(quotations.status, 'sent')))
    .orderBy(asc(quotations.inquiryId), desc(quotations.version));
  const latest = new Map<number, QuotationRow>();
  for (const row of rows) if (!latest.has(row.inquiryId)) latest.set(row.inquiryId, row);
  return latest;
}

/** Messages of the other side that `side` has not read yet, per inquiry. */
export async function unreadCounts(db: Reader, inquiryIds: number[], side: Side): Promise<Map<number, number>> {
  if (!inquiryIds.length) return new Map();
  const otherSide = side === 'buyer' ? 'staff' : 'buyer';
  const readAt = side === 'buyer' ? inquiryMessages.readByBuyerAt : inquiryMessages.readByStaffAt;
  const rows = await db
    .select({ inquiryId: inquiryMessages.inquiryId, n: count() })
    .from(inquiryMessages)
    .where(and(inArray(inquiryMessages.inquiryId, inquiryIds), eq(inquiryMessages.authorSide, otherSide), isNull(readAt)))
    .groupBy(inquiryMessages.inquiryId);
  return new Map(rows.map((row) => [row.inquiryId, row.n]));
}

export function toSummary(row: InquiryRow, latest: QuotationRow | undefined, unread: number): InquirySummary {
  return {
    inquiryId: String(row.id),
    inquiryNo: row.inquiryNo,
    mode: row.mode === 0 ? 0 : 1,
    status: row.status,
    title: row.title,
    imageUrl: row.imageUrl,
    lineCount: row.lineCount,
    totalQty: row.totalQty,
    quotedTotal: latest ? minorToNumber(latest.total) : null,
    currency: latest?.currency ?? null,
    validUntil: latest?.validUntil ?? null,
    unread,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pending edit as the buyer sees it: the draft's quantities and customization over the lines' goods. */
function toDraft(row: InquiryRow, items: ItemRow[]): InquiryDraft | null {
  const draft = row.draft;
  if (!draft) return null;
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = draft.lines.flatMap((line) => {
    const item = byId.get(line.itemId);
    return item ? [{ ...toInquiryLine(item), variants: line.variants, qty: line.qty, customization: line.customization }] : [];
  });
  return { lines, quick: draft.quick, address: draft.address, remark: draft.remark, updatedAt: draft.updatedAt };
}

/** The statuses `side` may move the inquiry to now ('expired' is the back-end's own step). */
export function actionsFor(status: InquiryStatus, side: StatusActor): InquiryStatus[] {
  return nextStatuses(INQUIRY_FLOW, status, side);
}

/**
 * An inquiry in full, as `side` sees it (the buyer's detail, and the core of the staff view). Call
 * `expireIfDue` first so a passed quotation reads as expired.
 */
export async function buildInquiryDetail(db: Reader, inquiryId: number, side: Side, owner?: RecordOwner): Promise<InquiryDetail> {
  const row = await loadInquiry(db, inquiryId, owner);
  const [items, history, sent, unread, order, placers] = await Promise.all([
    loadItems(db, row.id),
    db
      .select()
      .from(inquiryStatusHistory)
      .where(eq(inquiryStatusHistory.parentId, row.id))
      .orderBy(asc(inquiryStatusHistory.createdAt), asc(inquiryStatusHistory.id)),
    sentQuotations(db, row.id),
    unreadCounts(db, [row.id], side),
    liveOrder(db, row.id, side),
    placersOf(db, [row.memberId]),
  ]);
  const [latest, ...earlier] = sent;
  const pictures = await newDesignPictures(db, [row.id]);
  const flag = flagLine(pictures.goodsIds);
  // A pending edit matters only while the buyer may still commit it (a quotation sent meanwhile puts it on hold).
  const editable = EDITABLE_STATUSES.includes(row.status);
  const draft = editable ? toDraft(row, items) : null;
  return {
    ...flagSummary(toSummary(row, latest, unread.get(row.id) ?? 0), pictures.imageUrls),
    placedBy: placerOf(placers, row.memberId),
    lines: items.map(toInquiryLine).map(flag),
    quick: row.quick ?? null,
    address: row.address ?? null,
    remark: row.remark,
    tradeRequest: row.tradeRequest ?? null,
    history: await statusSteps(db, history),
    quotation: latest ? toQuotationView(latest) : null,
    earlierQuotations: earlier.map(toQuotationView),
    original: { ...row.original, lines: row.original.lines.map(flag) },
    draft: draft && { ...draft, lines: draft.lines.map(flag) },
    editable,
    actions: actionsFor(row.status, side),
    order,
  };
}

/**
 * The inquiry's live order (one per accepted quotation while not cancelled or rejected), for the link to it; the sales
 * team's side leaves out one still awaiting the company's approval (services/order/approval.ts).
 */
async function liveOrder(db: Reader, inquiryId: number, side: Side): Promise<OrderRef | null> {
  const hidden: OrderStatus[] = side === 'staff' ? ['cancelled', 'rejected', 'awaiting_approval'] : ['cancelled', 'rejected'];
  const row = await newestOrderOfInquiry(db, inquiryId, hidden);
  return row ? { orderId: String(row.id), orderNo: row.orderNo, status: row.status } : null;
}

/**
 * Pictures of new designs are a privilege (services/catalog/newDesign.ts): the app replaces the `imageUrl` of any
 * object with `newFlag: 1` for callers without access. An inquiry keeps copies of its goods' pictures, so its
 * answers carry that flag on every line, and on the summary, whose picture is a new design's.
 */
export async function newDesignPictures(db: Reader, inquiryIds: number[]): Promise<{ goodsIds: Set<string>; imageUrls: Set<string> }> {
  if (!inquiryIds.length) return { goodsIds: new Set(), imageUrls: new Set() };
  const items = await db
    .select({ goodsId: inquiryItems.goodsId, imageUrl: inquiryItems.imageUrl })
    .from(inquiryItems)
    .where(inArray(inquiryItems.inquiryId, inquiryIds));
  const newDesigns = await newDesignsAmong(db, items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])));
  const rows = items.filter((item) => item.goodsId !== null && newDesigns.has(item.goodsId));
  return { goodsIds: new Set(rows.map((row) => String(row.goodsId))), imageUrls: new Set(rows.map((row) => row.imageUrl)) };
}

const flagLine = (goodsIds: Set<string>) => <L extends { goodsId: string | null }>(line: L): L =>
  line.goodsId !== null && goodsIds.has(line.goodsId) ? { ...line, newFlag: 1 } : line;

/** The summary with `newFlag: 1` when its picture is a new design's. */
export function flagSummary<S extends { imageUrl: string }>(summary: S, imageUrls: Set<string>): S {
  return summary.imageUrl && imageUrls.has(summary.imageUrl) ? { ...summary, newFlag: 1 } : summary;
}

/** Whether the inquiry has a sent quotation at all (used by the steps' messages). */
export async function hasSentQuotation(db: Reader, inquiryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(eq(quotations.inquiryId, inquiryId), isNotNull(quotations.version)))
    .limit(1);
  return Boolean(row);
}
