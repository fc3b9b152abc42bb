import { formatMinor, minorToNumber, times } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { mailCompany } from '../company';
import { branded, buyerOf, brandOf, lines as textLines, mailStaff } from '../mail';
import type { UseCase } from '../useCase';
import { orderDeskLink, orderReceivedMail } from './mail';
import { loadOrderItems } from './lines';
import type { OrderRow } from './view';

/** What the desk's mail names the order by beyond its own rows: the quotation's version and the inquiry's number (their domains'). */
export interface PlacedFrom {
  quotationVersion: number | null;
  inquiryNo: string | null;
}

/**
 * The mails of an order that is now placed: the buyer's 'we received your order' (with the company admins' copies)
 * and the sales desk's 'New order'. Sent when a buyer places it (workflows/placeOrder.ts) and when a company admin
 * approves an order that waited for approval (workflows/approveOrder.ts), from the saved rows, so both say the same.
 */
export async function mailOrderPlaced(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, from: PlacedFrom, approvedBy?: string): Promise<void> {
  const items = await loadOrderItems(uc.tx, order.id);
  const priced = items.map((item) => ({
    title: item.title, qty: item.qty, unitPrice: minorToNumber(item.unitPrice), amount: minorToNumber(times(item.unitPrice, item.qty)),
  }));
  await mailCompany(uc, order, orderReceivedMail({
    brand: brandOf(order.theme), publicUrl: deps.config.publicUrl, orderId: order.id, orderNo: order.orderNo,
    currency: order.currency, total: order.total, lines: priced, poNumber: order.poNumber,
  }));
  const buyer = await buyerOf(uc.tx, order.memberId);
  const money = (minor: bigint) => `${order.currency} ${formatMinor(minor)}`;
  const address = order.address;
  // A sample order (workflows/requestSamples.ts) is named so: the desk ships it on its shorter lead time.
  const what = order.kind === 'sample' ? 'sample order' : 'order';
  await mailStaff(uc, branded(order.theme, {
    subject: `New ${what} ${order.orderNo} (${money(order.total)})`,
    text: textLines(
      `${buyer.nick || buyer.email} (${buyer.email}) placed ${what} ${order.orderNo}${from.quotationVersion !== null ? ` from quotation version ${from.quotationVersion}` : ''}${from.inquiryNo !== null ? ` of inquiry ${from.inquiryNo}` : ''}.`,
      approvedBy ? `Approved by ${approvedBy}, an admin of the buyer's company.` : null,
      order.poNumber ? `PO reference: ${order.poNumber}` : null,
      '',
      ...items.map((item) => `- ${item.title}: ${item.qty} pcs x ${money(item.unitPrice)} = ${money(times(item.unitPrice, item.qty))}`),
      `Total: ${money(order.total)}`,
      address ? `Ship to: ${[address.contactName, address.company, address.street, address.city, address.countryName].filter(Boolean).join(', ')}` : null,
      order.notes ? `\nNotes: ${order.notes}` : null,
      '',
      `Confirm it on the order desk: ${orderDeskLink(deps.config.publicUrl, order.id)}`,
    ),
  }, 'staff'));
}
