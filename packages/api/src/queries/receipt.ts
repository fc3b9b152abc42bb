import { getTheme, toCatalogueCurrency, type OrderTradeTerms, type SiteTheme } from '@sw/protocol';
import type { Db } from '../db/client';
import type { Member } from '../lib/member';
import { brandedPdf, formatDay, formatMoney, type DocumentBuyer } from '../services/documents';
import { documentBuyerOf } from '../services/members';
import { findOrder } from '../services/order';
import { receiptSoFar } from '../services/payments';
import type { RenderedPdf } from '../services/quotation';

/**
 * A payment receipt (or refund) of an order as a PDF (GET DOCUMENTS.receiptPdf): the shared letterhead, the amount
 * received, how and when, what the order has received with it, and for an order in a currency other than the
 * catalogue's the exchange rate it kept from its quotation, with the catalogue-currency equivalents at that rate
 * (issue 39: the quotation, the order, the proforma and the receipts keep the rate). For every colleague of the
 * order's company (a viewer too) and for staff; null for anyone else and for an unknown id alike.
 */

export const receiptFileName = (orderNo: string, receiptId: number, kind: 'receipt' | 'refund') =>
  `${kind === 'refund' ? 'Refund' : 'Receipt'}-${orderNo}-${receiptId}.pdf`;

export interface ReceiptDocument {
  receiptId: number;
  kind: 'receipt' | 'refund';
  /** Minor units of the order's currency, always positive. */
  amount: bigint;
  receivedOn: string;
  method: string;
  note: string | null;
  /** What the order had received, less refunds, once this one was recorded. */
  paidWithIt: bigint;
  order: { orderNo: string; poNumber: string | null; currency: string; total: bigint; tradeTerms: OrderTradeTerms | null };
}

/** 'Exchange rate kept from the quotation: …', with what the receipt and the order total come to in the catalogue's currency. */
export function receiptRateText(receipt: ReceiptDocument): string {
  const rate = receipt.order.tradeTerms?.exchange;
  if (!rate) return '';
  const what = receipt.kind === 'refund' ? 'This refund' : 'This receipt';
  return [
    `Exchange rate kept from the quotation: 1 ${rate.catalogueCurrency} = ${rate.rate} ${rate.currency} (rate of ${formatDay(rate.rateDate)}).`,
    `${what} of ${formatMoney(receipt.amount, rate.currency)} is ${formatMoney(toCatalogueCurrency(receipt.amount, rate.rate), rate.catalogueCurrency)} at that rate;`,
    `the order total of ${formatMoney(receipt.order.total, rate.currency)} is ${formatMoney(toCatalogueCurrency(receipt.order.total, rate.rate), rate.catalogueCurrency)}.`,
  ].join(' ');
}

export function renderReceiptPdf(data: { theme: SiteTheme; receipt: ReceiptDocument; buyer: DocumentBuyer }): Promise<Buffer> {
  const { theme, receipt } = data;
  const { order } = receipt;
  const refund = receipt.kind === 'refund';
  const title = refund ? 'Refund' : 'Payment receipt';
  const number = `${refund ? 'RF' : 'RC'}-${order.orderNo}-${receipt.receiptId}`;
  const pdf = brandedPdf(theme, { title: `${title} ${number}`, subject: `${title} for order ${order.orderNo}` });
  pdf.title(title, `No. ${number}`, [
    [refund ? 'Refunded on' : 'Received on', formatDay(receipt.receivedOn)],
    ['Order', order.orderNo],
    ...(order.poNumber ? [['Your PO', order.poNumber] as [string, string]] : []),
    ['Currency', order.currency],
    ['Method', receipt.method],
  ]);
  pdf.parties(refund ? 'Refunded to' : 'Received from', data.buyer, null);
  const balance = order.total > receipt.paidWithIt ? order.total - receipt.paidWithIt : 0n;
  pdf.total(refund ? 'Refunded' : 'Received', receipt.amount, order.currency, [
    ['Order total', order.total],
    ['Paid with this', receipt.paidWithIt],
    ['Still to pay', balance],
  ]);
  pdf.section('Payment', [
    `${refund ? 'Refunded' : 'Received'} ${formatMoney(receipt.amount, order.currency)} by ${receipt.method} on ${formatDay(receipt.receivedOn)} for order ${order.orderNo}.`,
    receiptRateText(receipt),
    receipt.note ? `Note: ${receipt.note}` : '',
  ].filter(Boolean).join('\n'), false);
  pdf.closing(refund ? 'The refund is on its way to the account it was paid from.' : 'Thank you for your payment.');
  return pdf.finish(`${title} ${number}`);
}

export async function receiptPdfFor(db: Db, receiptId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> {
  if (!member) return null;
  // Every colleague of the order's company may download it (a viewer too); anyone else reads as an unknown id.
  const companyId = member.role === 'staff' ? null : member.companyId;
  if (member.role !== 'staff' && !companyId) return null;
  const found = await receiptSoFar(db, receiptId);
  if (!found) return null;
  const { receipt, paidWithIt } = found;
  const order = await findOrder(db, receipt.orderId, companyId ? { companyId } : undefined);
  if (!order) return null;
  const buyer = await documentBuyerOf(db, order.memberId, order.companyId);
  const document: ReceiptDocument = {
    receiptId: receipt.id,
    kind: receipt.kind,
    amount: receipt.amount,
    receivedOn: receipt.receivedOn,
    method: receipt.method,
    note: receipt.note,
    paidWithIt,
    order: { orderNo: order.orderNo, poNumber: order.poNumber, currency: order.currency, total: order.total, tradeTerms: order.tradeTerms ?? null },
  };
  const pdf = await renderReceiptPdf({ theme: getTheme(themeName), receipt: document, buyer: buyer ?? { company: null, contactName: null, email: '', country: null } });
  return { filename: receiptFileName(order.orderNo, receipt.id, receipt.kind), pdf };
}
