import { and, eq } from 'drizzle-orm';
import { currencyDigits, getTheme, splitByPercent, toMinor, type OrderDetail, type SiteTheme } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members, orders } from '../../db/schema';
import type { Member } from '../auth/sessions';
import { brandedPdf, formatDay, type DocumentBuyer } from '../documents/pdfKit';
import type { RenderedPdf } from '../quotation/document';
import { approvedArtworkText } from '../proof/approved';
import { buildOrderDetail } from './view';

/**
 * The proforma invoice of an order (GET DOCUMENTS.proformaPdf): the shared letterhead, the order's lines at the
 * prices placed, the deposit and balance, the payment terms. For the order's buyer and for staff; null for
 * anyone else and for an unknown id alike, so a guessed id tells nothing.
 */

/** The deposit that starts production, in percent (the quotation's default terms); the balance is due before shipment. */
export const DEPOSIT_PERCENT = 30;

export const proformaFileName = (orderNo: string) => `Proforma-${orderNo}.pdf`;

export function renderProformaPdf(data: { theme: SiteTheme; order: OrderDetail; buyer: DocumentBuyer; artwork?: string | null }): Promise<Buffer> {
  const { theme, order } = data;
  const pdf = brandedPdf(theme, { title: `Proforma invoice ${order.orderNo}`, subject: `Proforma invoice for order ${order.orderNo}` });
  const facts: [string, string][] = [
    ['Date', formatDay(new Date(order.createdAt))],
    ['Order', order.orderNo],
    ...(order.poNumber ? [['Your PO', order.poNumber] as [string, string]] : []),
    ...(order.quotation && order.inquiryNo ? [['Quotation', `${order.inquiryNo} v${order.quotation.version}`] as [string, string]] : []),
    ['Currency', order.currency],
  ];
  pdf.title('Proforma invoice', `No. PI-${order.orderNo}${order.status === 'cancelled' ? '  ·  CANCELLED' : ''}`, facts);
  pdf.parties('Bill and ship to', data.buyer, order.address);
  pdf.linesTable(order.lines, order.currency);
  const total = toMinor(order.total, currencyDigits(order.currency));
  // The deposit rounded half-up, the balance what is left: the two add up to the total exactly.
  const { part: deposit, rest: balance } = splitByPercent(total, DEPOSIT_PERCENT);
  pdf.total('Total', total, order.currency, [
    [`Deposit (${DEPOSIT_PERCENT}%)`, deposit],
    ['Balance before shipment', balance],
  ]);
  if (data.artwork) pdf.section('Approved artwork', data.artwork, false);
  if (order.notes) pdf.section('Your notes', order.notes, false);
  pdf.section('Payment', [
    `Deposit of ${DEPOSIT_PERCENT}% by bank transfer (T/T) to start production; the balance before shipment.`,
    `Please quote order ${order.orderNo}${order.poNumber ? ` and your PO ${order.poNumber}` : ''} with the payment. Our bank details come with the order confirmation.`,
    order.quotation ? `Lead time: ${order.quotation.leadTimeDays} days from the deposit and the approval of artwork and samples.` : '',
    'This proforma invoice is not a tax invoice; the commercial invoice follows the quantity shipped.',
  ].filter(Boolean).join('\n'), true);
  pdf.closing('Thank you for your order. We look forward to crafting it for you.');
  return pdf.finish(`Proforma invoice ${order.orderNo}`);
}

export async function proformaPdfFor(db: Db, orderId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> {
  if (!member) return null;
  const owner = member.role === 'staff' ? undefined : member.id;
  const where = owner === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.memberId, owner));
  const [row] = await db.select({ id: orders.id, memberId: orders.memberId, orderNo: orders.orderNo }).from(orders).where(where).limit(1);
  if (!row) return null;
  const [order, [buyer]] = await Promise.all([
    buildOrderDetail(db, row.id, member.role === 'staff' ? 'staff' : 'buyer', owner),
    db
      .select({ company: members.company, contactName: members.contactName, email: members.email, country: members.country })
      .from(members)
      .where(eq(members.id, row.memberId))
      .limit(1),
  ]);
  const artwork = await approvedArtworkText(db, row.id, order.lines);
  const pdf = await renderProformaPdf({ theme: getTheme(themeName), order, buyer: buyer ?? { company: null, contactName: null, email: '', country: null }, artwork });
  return { filename: proformaFileName(row.orderNo), pdf };
}
