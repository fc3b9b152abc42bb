import type { ProofPin } from '@sw/protocol';
import { lines } from '../mail';
import { orderDeskLink, orderLink } from '../order';

/** The proof emails: a new version to the buyer, the buyer's decision to the sales desk. Plain text with the link back. */

interface About {
  brand: string;
  publicUrl: string;
  orderId: number;
  orderNo: string;
  title: string;
  version: number;
}

/** The buyer's email about a new proof version. */
export function proofPostedMail(about: About & { note: string | null }) {
  return {
    subject: `${about.brand}: artwork proof v${about.version} for your order ${about.orderNo}`,
    text: lines(
      'Hello,',
      '',
      `Our sales team has posted version ${about.version} of the artwork proof for ${about.title} on your order ${about.orderNo}.`,
      about.note ? `\nNote: ${about.note}\n` : null,
      'Please approve it, or tell us what to change (you can pin your comments on the picture), on your order page:',
      orderLink(about.publicUrl, about.orderId),
      '',
      'Production starts once every artwork proof of the order is approved.',
      '',
      `The ${about.brand} sales team`,
    ),
  };
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** A change request's pins in words, numbered as the buyer sees them. */
export const pinLines = (pins: ProofPin[]) =>
  pins.map((pin, index) => `Pin ${index + 1} (${percent(pin.x)} across, ${percent(pin.y)} down)${pin.note ? `: ${pin.note}` : ''}`);

/** The sales desk's email about the buyer's decision. */
export function proofDecidedMail(about: Omit<About, 'brand'> & { buyer: string; approved: boolean; comment: string | null; pins: ProofPin[] }) {
  const what = about.approved ? 'approved' : 'changes requested';
  return {
    subject: `Order ${about.orderNo}: artwork proof v${about.version} of ${about.title} ${what}`,
    text: lines(
      about.approved
        ? `${about.buyer} approved version ${about.version} of the artwork proof for ${about.title} on order ${about.orderNo}. The line's artwork is locked.`
        : `${about.buyer} asked for changes to version ${about.version} of the artwork proof for ${about.title} on order ${about.orderNo}.`,
      about.comment ? `\nComment: ${about.comment}` : null,
      ...pinLines(about.pins),
      '',
      about.approved ? null : 'Please post a new version on the order.',
      orderDeskLink(about.publicUrl, about.orderId),
    ),
  };
}
