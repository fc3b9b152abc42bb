import { FREIGHT_MODE_LABELS, getTheme, toMinor, type OrderDetail, type PaymentInstructions, type SiteTheme } from '@sw/protocol';
import type { Db } from '../db/client';
import type { Member } from '../lib/member';
import { brandedPdf, formatDay, type DocumentBuyer } from '../services/documents';
import type { RenderedPdf } from '../services/quotation';
import { documentBuyerOf } from '../services/members';
import { amountText, findOrder, orderMoney, type OrderMoney } from '../services/order';
import { approvedArtworkText } from '../services/proof';
import { instructionsFor } from '../services/payments';
import { buildOrderDetail } from './orderDetail';

/**
 * The proforma invoice of an order (GET DOCUMENTS.proformaPdf): the shared letterhead, the order's lines at the
 * prices placed, the order's payment terms with the deposit and balance (services/order/money.ts: the deposit
 * rounded half-up to the cent, the balance what is left), what was paid and is due now, the brand's bank details and the
 * reference to quote. For the order's buyer and for staff; null for
 * anyone else and for an unknown id alike, so a guessed id tells nothing.
 */

export const proformaFileName = (orderNo: string) => `Proforma-${orderNo}.pdf`;

/** The bank details as printed lines. */
function bankLines(bank: PaymentInstructions | null): string[] {
  if (!bank) return ['Our bank details come with the order confirmation.'];
  return [
    `Beneficiary: ${bank.beneficiary}`,
    `Bank: ${bank.bank}${bank.bankAddress ? `, ${bank.bankAddress}` : ''}`,
    `SWIFT/BIC: ${bank.swift}`,
    `Account / IBAN: ${bank.account}`,
    ...(bank.notes ? [bank.notes] : []),
  ];
}

/** Above the total of an order that took sample fees back: the goods, then the credit with its sample orders. */
function sampleCreditRows(order: OrderDetail): [string, bigint][] {
  const credit = order.sampleCredit;
  if (!credit) return [];
  const credited = toMinor(credit.amount);
  return [['Goods', toMinor(order.total) + credited - toMinor(order.charges ?? 0)], ['Sample credit', -credited]];
}

/** The quoted charges the total holds (freight, insurance, duties), listed apart from the goods. */
function chargeRows(order: OrderDetail): [string, bigint][] {
  const terms = order.tradeTerms;
  if (!terms) return [];
  return [
    ...(terms.freight ? [[FREIGHT_MODE_LABELS[terms.freight.mode], toMinor(terms.freight.cost)] as [string, bigint]] : []),
    ...(terms.insurance !== null ? [['Insurance', toMinor(terms.insurance)] as [string, bigint]] : []),
    ...(terms.duties !== null ? [['Duties and taxes', toMinor(terms.duties)] as [string, bigint]] : []),
  ];
}

/** The rate a foreign-currency order keeps (from its quotation), for the payment section. */
const rateText = (order: OrderDetail) => {
  const rate = order.tradeTerms?.exchange;
  return rate ? `Exchange rate kept from the quotation: 1 ${rate.catalogueCurrency} = ${rate.rate} ${rate.currency} (rate of ${formatDay(rate.rateDate)}).` : '';
};

/** Which sample orders the credit came from, for the payment section. */
const sampleCreditText = (order: OrderDetail, say: (minor: bigint) => string) => (order.sampleCredit
  ? `Sample credit: ${say(toMinor(order.sampleCredit.amount))} of the sample fees paid on ${[...new Set(order.sampleCredit.lines.map((line) => line.sampleOrderNo))].join(', ')}, taken off the total.`
  : '');

/** Above the total: the goods, the charges and a sample credit, when the order has charges or a credit. */
function leadRows(order: OrderDetail): [string, bigint][] {
  const charges = chargeRows(order);
  const credit = sampleCreditRows(order);
  if (!charges.length) return credit;
  const goods: [string, bigint] = ['Goods', toMinor(order.total) - toMinor(order.charges ?? 0) + (order.sampleCredit ? toMinor(order.sampleCredit.amount) : 0n)];
  return [goods, ...charges, ...credit.slice(1)];
}

export function renderProformaPdf(data: { theme: SiteTheme; order: OrderDetail; buyer: DocumentBuyer; money: OrderMoney; bank: PaymentInstructions | null; artwork?: string | null }): Promise<Buffer> {
  const { theme, order, money } = data;
  const pdf = brandedPdf(theme, { title: `Proforma invoice ${order.orderNo}`, subject: `Proforma invoice for order ${order.orderNo}` });
  const facts: [string, string][] = [
    ['Date', formatDay(new Date(order.createdAt))],
    ['Order', order.orderNo],
    ...(order.poNumber ? [['Your PO', order.poNumber] as [string, string]] : []),
    ...(order.quotation && order.inquiryNo ? [['Quotation', `${order.inquiryNo} v${order.quotation.version}`] as [string, string]] : []),
    ['Currency', order.currency],
    ...(order.tradeTerms ? [['Incoterms 2020', `${order.tradeTerms.incoterm} ${order.tradeTerms.place}`] as [string, string]] : []),
  ];
  pdf.title('Proforma invoice', `No. PI-${order.orderNo}${order.status === 'cancelled' ? '  ·  CANCELLED' : ''}`, facts);
  pdf.parties('Bill and ship to', data.buyer, order.address);
  pdf.linesTable(order.lines, order.currency);
  const say = (minor: bigint) => amountText(minor, order.currency);
  const net = money.terms.netDays !== null;
  pdf.total('Total', money.total, order.currency, [
    ...(net ? [] : [[money.terms.kind === 'prepaid' ? 'Due before production' : `Deposit (${money.terms.depositPercent}%)`, money.deposit] as [string, bigint]]),
    ...(money.balanceDue > 0n ? [[net ? `Due ${money.terms.netDays} days after shipment` : 'Balance before shipment', money.balanceDue] as [string, bigint]] : []),
    ...(money.paid > 0n ? [['Paid', money.paid] as [string, bigint]] : []),
  ], leadRows(order));
  if (data.artwork) pdf.section('Approved artwork', data.artwork, false);
  if (order.notes) pdf.section('Your notes', order.notes, false);
  pdf.section('Payment', [
    money.terms.label,
    sampleCreditText(order, say),
    rateText(order),
    `Due now: ${say(money.dueNow)}. Paid: ${say(money.paid)}. Still to pay: ${say(money.balance)}.`,
    `Reference to quote with the payment: ${order.orderNo}${order.poNumber ? ` (and your PO ${order.poNumber})` : ''}.`,
    order.quotation ? `Lead time: ${order.quotation.leadTimeDays} days from the deposit and the approval of artwork and samples.` : '',
    'This proforma invoice is not a tax invoice; the commercial invoice follows the quantity shipped.',
  ].filter(Boolean).join('\n'), true);
  pdf.section('Bank details', bankLines(data.bank).join('\n'), false);
  pdf.closing('Thank you for your order. We look forward to crafting it for you.');
  return pdf.finish(`Proforma invoice ${order.orderNo}`);
}

export async function proformaPdfFor(db: Db, orderId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> {
  if (!member) return null;
  // Every colleague of the order's company may download it (a viewer too); anyone else reads as an unknown id.
  const owner = member.role === 'staff' || !member.companyId ? undefined : { companyId: member.companyId };
  if (member.role !== 'staff' && !owner) return null;
  const row = await findOrder(db, orderId, owner);
  if (!row) return null;
  // The bank details of the letterhead's brand, so the document is one brand's throughout.
  const [order, buyer, bank] = await Promise.all([
    buildOrderDetail(db, row.id, member.role === 'staff' ? 'staff' : 'buyer', owner),
    documentBuyerOf(db, row.memberId, row.companyId),
    instructionsFor(db, themeName),
  ]);
  const artwork = await approvedArtworkText(db, row.id, order.lines);
  const pdf = await renderProformaPdf({
    theme: getTheme(themeName), order, buyer: buyer ?? { company: null, contactName: null, email: '', country: null }, money: orderMoney(row), bank, artwork,
  });
  return { filename: proformaFileName(row.orderNo), pdf };
}
