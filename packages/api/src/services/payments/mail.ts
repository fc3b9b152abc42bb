import { lines } from '../mail';
import { orderDeskLink, orderLink } from '../order';

/** The money emails: plain text, with the link back to the order's page (the buyer) or the desk (the sales team). */

interface About {
  brand: string;
  publicUrl: string;
  orderId: number;
  orderNo: string;
  /** The order's money after the step, one sentence (amounts.ts nextStep). */
  nextStep: string;
  paid: string;
}

const signed = (about: About) => [`Follow your order here: ${orderLink(about.publicUrl, about.orderId)}`, '', `The ${about.brand} sales team`];

/** To the sales desk: a buyer says they have paid. */
export function noticeReceivedMail(about: About & { buyer: string; amount: string; paidOn: string; payer: string; reference: string | null; slip: boolean }) {
  return {
    subject: `Payment notice for order ${about.orderNo}: ${about.amount}`,
    text: lines(
      `${about.buyer} says they paid ${about.amount} for order ${about.orderNo} on ${about.paidOn}.`,
      `Payer: ${about.payer}`,
      about.reference ? `Reference: ${about.reference}` : null,
      about.slip ? 'The transfer slip is attached to the notice on the order desk.' : 'No transfer slip was attached.',
      '',
      `Confirm it once the money has arrived, or reject it with a reason: ${orderDeskLink(about.publicUrl, about.orderId)}`,
    ),
  };
}

/** To the buyer: their notice was confirmed (with the amount that arrived) or rejected (with the reason). */
export function noticeDecidedMail(about: About & { amount: string; received: string | null; reason: string | null }) {
  const confirmed = about.received !== null;
  return {
    subject: `${about.brand}: your payment for order ${about.orderNo} ${confirmed ? 'is confirmed' : 'could not be confirmed'}`,
    text: lines(
      'Hello,',
      '',
      confirmed
        ? `We received your payment of ${about.received} for order ${about.orderNo} (you told us ${about.amount}). Thank you.`
        : `We could not confirm the payment of ${about.amount} you told us about for order ${about.orderNo}.`,
      about.reason ? `Reason: ${about.reason}` : null,
      `Paid so far: ${about.paid}.`,
      about.nextStep,
      '',
      ...signed(about),
    ),
  };
}

/** To the buyer: a receipt the sales team recorded without a notice, or a refund. */
export function moneyRecordedMail(about: About & { kind: 'receipt' | 'refund'; amount: string; note: string | null }) {
  const refund = about.kind === 'refund';
  return {
    subject: `${about.brand}: ${refund ? 'refund' : 'payment received'} for order ${about.orderNo}`,
    text: lines(
      'Hello,',
      '',
      refund
        ? `We have refunded ${about.amount} for order ${about.orderNo}.`
        : `We received your payment of ${about.amount} for order ${about.orderNo}. Thank you.`,
      about.note ? `Note: ${about.note}` : null,
      `Paid so far: ${about.paid}.`,
      about.nextStep,
      '',
      ...signed(about),
    ),
  };
}
