import type { OrderShipment, OrderStatus } from '@sw/protocol';
import { lines } from '../mail';
import { formatMoney } from '../documents';

/** The order emails: plain text, with the link back to the order's page. */

export const orderLink = (publicUrl: string, orderId: number) => `${publicUrl}/orders/details?orderId=${orderId}`;
export const orderDeskLink = (publicUrl: string, orderId: number) => `${publicUrl}/admin/orders/${orderId}`;

export const human = (status: string) => status.replace(/_/g, ' ');

interface About {
  brand: string;
  publicUrl: string;
  orderId: number;
  orderNo: string;
}

/** What each status means for the buyer, in one sentence. */
const NEXT: Record<OrderStatus, string> = {
  awaiting_approval: 'It waits for an admin of your company to approve it.',
  placed: 'Our sales team will check it and confirm it, usually within one working day, and send you the proforma invoice for the deposit.',
  confirmed: 'We have confirmed your order. The proforma invoice is on the order page; production starts once the deposit arrives.',
  in_production: 'Your order is in production. We will write again when it ships, with the tracking number.',
  shipped: 'Your order is on its way.',
  completed: 'Your order is complete. Thank you for your business.',
  cancelled: 'Your order was cancelled.',
  rejected: 'An admin of your company did not approve it; the quotation can be ordered again while it is valid.',
};

/** The buyer's "order received" email. */
export function orderReceivedMail(about: About & { currency: string; total: number | bigint; lines: { title: string; qty: number; unitPrice: number; amount: number }[]; poNumber: string | null }) {
  const money = (amount: number | bigint) => formatMoney(amount, about.currency);
  return {
    fromName: about.brand,
    subject: `${about.brand}: we received your order ${about.orderNo}`,
    text: lines(
      'Hello,',
      '',
      `Thank you for your order ${about.orderNo}${about.poNumber ? ` (your reference ${about.poNumber})` : ''}:`,
      '',
      ...about.lines.map((line) => `- ${line.title}: ${line.qty} pcs x ${money(line.unitPrice)} = ${money(line.amount)}`),
      '',
      `Total: ${money(about.total)}`,
      '',
      NEXT.placed,
      `Follow your order here: ${orderLink(about.publicUrl, about.orderId)}`,
      '',
      `The ${about.brand} sales team`,
    ),
  };
}

/** The buyer's email about a status change (by the sales team, or their own cancel). */
export function orderStatusMail(about: About & { to: OrderStatus; note: string | null; shipment: OrderShipment | null }) {
  return {
    fromName: about.brand,
    subject: `${about.brand}: your order ${about.orderNo} is ${human(about.to)}`,
    text: lines(
      'Hello,',
      '',
      `Your order ${about.orderNo} is now ${human(about.to)}.`,
      NEXT[about.to],
      about.shipment ? `Carrier: ${about.shipment.carrier}` : null,
      about.shipment ? `Tracking number: ${about.shipment.trackingNo}` : null,
      about.shipment?.trackingUrl ? `Track it: ${about.shipment.trackingUrl}` : null,
      about.note ? `\nNote: ${about.note}` : null,
      '',
      `Your order: ${orderLink(about.publicUrl, about.orderId)}`,
      '',
      `The ${about.brand} sales team`,
    ),
  };
}
