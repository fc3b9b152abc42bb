import { asc, eq } from 'drizzle-orm';
import { formatMinor, minorToNumber, times } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { inquiries, orderItems, quotations } from '../../db/schema';
import { mailCompany } from '../company';
import { branded, buyerOf, brandOf, lines as textLines, mailStaff } from '../mail';
import type { UseCase } from '../workflow';
import { orderDeskLink, orderReceivedMail } from './mail';
import type { OrderRow } from './view';

/**
 * The mails of an order that is now placed: the buyer's 'we received your order' (with the company admins' copies)
 * and the sales desk's 'New order'. Sent when a buyer places it (workflows/placeOrder.ts) and when a company admin
 * approves an order that waited for approval (services/order/approval.ts), from the saved rows, so both say the same.
 */
export async function mailOrderPlaced(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, approvedBy?: string): Promise<void> {
  const items = await uc.tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.sort), asc(orderItems.id));
  const [quotation] = order.quotationId === null ? [] : await uc.tx.select({ version: quotations.version }).from(quotations).where(eq(quotations.id, order.quotationId));
  const [inquiry] = order.inquiryId === null ? [] : await uc.tx.select({ no: inquiries.inquiryNo }).from(inquiries).where(eq(inquiries.id, order.inquiryId));
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
      `${buyer.nick || buyer.email} (${buyer.email}) placed ${what} ${order.orderNo}${quotation ? ` from quotation version ${quotation.version}` : ''}${inquiry ? ` of inquiry ${inquiry.no}` : ''}.`,
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
