import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS, ORDER_LIMITS, ACTIVITY_FILTERS } from '../limits';
import { ORDER_KINDS, ORDER_STATUSES } from '../statuses';
import { ORDER_PAYMENT_FILTERS } from '../paymentTerms';
import { inquiryIdField, shipTo } from './inquiry';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField } from './formats';
import { WHOSE_FILTERS } from '../types/sharing';

/**
 * Inputs of orders (erp/inquiryOrder/csite/ for the buyer, staff/ for the order desk) and of the activity log.
 * An order is placed from an accepted, unexpired quotation: every quoted line, at a quantity the buyer may
 * change within the line's tiers; the back-end prices each line from the quotation, never from the browser.
 */

export const orderIdField = () => idField('Please choose an order.');
const note = () => optional(text(ORDER_LIMITS.maxNote));
const isoDay = () => optional(dayField('a date'));
const page = {
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, ORDER_LIMITS.maxPageSize)),
};
const statusFilter = () => optional(z.enum(ORDER_STATUSES, { error: 'Please choose a status from the list.' }));

/** One quoted line's quantity: `line` is its position in the quotation (0 first). Prices sent along are ignored. */
export const orderLineQtySchema = z.object({
  line: wholeNumber(0, INQUIRY_LIMITS.maxLines - 1, 'Please choose a line of the quotation.'),
  qty: wholeNumber(1, CART_LIMITS.maxQty, `Please enter a whole number of pieces, at most ${CART_LIMITS.maxQty.toLocaleString('en-US')}.`),
});

/** The quotation and the chosen quantities: what placeOrder.do and orderPreview.do both take. */
const orderedLines = () => ({
  inquiryId: inquiryIdField(),
  quotationId: idField('Please choose a quotation.'),
  lines: z
    .array(orderLineQtySchema)
    .max(INQUIRY_LIMITS.maxLines)
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, { error: 'Each line may appear once.' })
    .default([]),
});

/**
 * placeOrder.do. `quotationId` must be the inquiry's accepted quotation and still valid. Lines left out keep their
 * quoted quantity; a quantity must reach the line's first tier. The address is one of the book, or a new one
 * (saved to the book too). One quotation makes one order while that order is not cancelled: placing it again
 * (a double click, a retry) answers the order already placed.
 */
export const placeOrderSchema = z
  .object({
    ...orderedLines(),
    ...shipTo,
    poNumber: optional(lineText(ORDER_LIMITS.maxPoNumber).regex(/^[A-Za-z0-9 ._/#-]+$/, {
      error: 'Please enter the purchase-order number with letters, digits, spaces and . _ / # - only.',
    })),
    notes: optional(text(ORDER_LIMITS.maxNotes)),
  })
  .refine((input) => input.addressId !== undefined || input.address !== undefined, {
    error: 'Please choose a shipping address.',
    path: ['addressId'],
  });
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** orderPreview.do: the order placeOrder.do would make from these quantities now, without the address and references. */
export const orderPreviewSchema = z.object(orderedLines());
export type OrderPreviewInput = z.input<typeof orderPreviewSchema>;

/** orderList.do: the company's orders (`whose`: 'mine' keeps the member's own), newest first. `keyword`: an order or PO number, or words of a line title. */
export const orderListSchema = z.object({
  status: statusFilter(),
  keyword: optional(text(100)),
  /** 'mine': only the caller's own; 'all' (default): every colleague's. */
  whose: optional(z.enum(WHOSE_FILTERS, { error: "Please choose 'mine' or 'all'." })),
  ...page,
});

export const orderRefSchema = z.object({ orderId: orderIdField() });

/** cancelOrder.do (ours): the buyer cancels while the order is placed. */
export const cancelOrderSchema = z.object({ orderId: orderIdField(), reason: note() });

/** pricingHistory.do: what this member was quoted and ordered for one goods. */
export const pricingHistorySchema = z.object({ goodsId: idField('Please choose a product.') });

export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** activityLog.do (ours): the member's own events, newest first. */
export const activityLogSchema = z.object({
  kind: optional(z.enum(ACTIVITY_FILTERS, { error: 'Please choose inquiries, orders or messages.' })),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, ORDER_LIMITS.maxPageSize)),
});

// ---- the sales team's order desk ----

/**
 * staff/orderQueue.do. `buyer`: email, company or nick, or an order or PO number. Dates: placed on or after / on or
 * before. `late`: only orders past their promised ship day, not yet shipped (true, or '1' from the queue's URL).
 * `report: 'open'`: only orders with an open problem report.
 */
export const staffOrderQueueSchema = z.object({
  status: statusFilter(),
  buyer: optional(text(200)),
  from: isoDay(),
  to: isoDay(),
  /** Money: awaiting the deposit, awaiting the balance, or with payment notices to confirm (docs/workflows.md, Payments). */
  payment: optional(z.enum(ORDER_PAYMENT_FILTERS, { error: 'Please choose a payment filter from the list.' })),
  late: optional(z.preprocess((value) => (value === '1' || value === 'true' ? true : value), z.boolean({ error: 'Please choose late orders or all.' }))),
  report: optional(z.enum(['open'], { error: 'Please choose open problem reports.' })),
  /** 'sample': sample orders only (the desk's Samples filter); 'bulk': orders from quotations only. */
  kind: optional(z.enum(ORDER_KINDS, { error: 'Please choose sample or bulk orders.' })),
  /** "My accounts": only the companies the caller is the account manager of (staff/assignAccountManager.do). */
  mine: optional(z.preprocess((value) => (value === '1' || value === 'true' ? true : value), z.boolean({ error: 'Please choose my accounts or all.' }))),
  ...page,
});

/** staff/moveOrder.do: one step of ORDER_FLOW; shipping needs the carrier and tracking number, cancelling a note for the buyer. */
export const moveOrderSchema = z
  .object({
    orderId: orderIdField(),
    to: z.enum(ORDER_STATUSES, { error: 'Please choose a status from the list.' }),
    note: note(),
    carrier: optional(lineText(ORDER_LIMITS.maxCarrier)),
    trackingNo: optional(lineText(ORDER_LIMITS.maxTrackingNo).regex(/^[A-Za-z0-9 -]+$/, {
      error: 'Please enter the tracking number with letters, digits, spaces and - only.',
    })),
    /** A written reason to pass a closed gate (staff only; kept in the audit trail). */
    override: note(),
  })
  .refine((input) => input.to !== 'shipped' || input.carrier !== undefined, { error: 'Please enter the carrier.', path: ['carrier'] })
  .refine((input) => input.to !== 'shipped' || input.trackingNo !== undefined, { error: 'Please enter the tracking number.', path: ['trackingNo'] })
  .refine((input) => input.to !== 'cancelled' || input.note !== undefined, { error: 'Please say why the order is cancelled.', path: ['note'] });

const TRACKING_PAGES: Record<string, (trackingNo: string) => string> = {
  'DHL Express': (no) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${no}`,
  FedEx: (no) => `https://www.fedex.com/fedextrack/?trknbr=${no}`,
  UPS: (no) => `https://www.ups.com/track?tracknum=${no}`,
  TNT: (no) => `https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?cons=${no}`,
  EMS: (no) => `https://www.ems.com.cn/english-main?mailNum=${no}`,
  'SF Express': (no) => `https://www.sf-international.com/us/en/dynamic_function/waybill/#search/bill-number/${no}`,
};

/** The carrier's public tracking page for a known carrier; null for any other. */
export function trackingUrl(carrier: string, trackingNo: string): string | null {
  const trackingPage = TRACKING_PAGES[carrier];
  return trackingPage ? trackingPage(encodeURIComponent(trackingNo.replace(/\s+/g, ''))) : null;
}
