import { DOCUMENTS, minorToNumber, type OrderDetail } from '@sw/protocol';
import type { Reader } from '../db/client';
import type { RecordOwner } from '../lib/member';
import { placerOf, placersOf, statusSteps } from '../services/account';
import {
  conversationStates, flagNew, inquiryNumbers, loadOrderItems, loadOrderToTalkAbout, newDesignPictures, orderActionsFor, orderApproval, statusHistoryOf,
  toOrderLine, toOrderSummary,
} from '../services/order';
import { findQuotation } from '../services/quotation';
import { creditOfOrder } from './sampleCredit';
import { orderShipping } from '../services/shipment';

/**
 * The order detail, joined from the order, its shipments, its approval and its sample credit: the buyer's
 * (viewOrder.do and every buyer step's answer) and the core of the desk's view (queries/staffOrderView.ts).
 */

/** An order in full, as `side` sees it (the buyer's detail, and the core of the desk's view). */
export async function buildOrderDetail(db: Reader, orderId: number, side: 'buyer' | 'staff', owner?: RecordOwner): Promise<OrderDetail> {
  const row = await loadOrderToTalkAbout(db, orderId, owner);
  const [items, history, quotation, numbers, pictures, conversations, placers] = await Promise.all([
    loadOrderItems(db, row.id),
    statusHistoryOf(db, row.id),
    row.quotationId === null ? Promise.resolve(undefined) : findQuotation(db, row.quotationId),
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
