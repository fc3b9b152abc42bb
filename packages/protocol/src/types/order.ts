import type { OrderTradeTerms } from './tradeTerms';
export type { OrderRef } from './orderRef';
// Orders (erp/inquiryOrder/csite/, staff/), pricing history and the activity log.
import type { LineCustomization } from '../schemas/customization';
import type { OrderKind, OrderStatus } from '../statuses';
import type { CartVariant } from './cart';
import type { LinePriceAgreement, QuotationTier, ShippingAddress, StaffBuyer, StatusStep } from './inquiry';
import type { Page } from './page';
import type { OrderShipping } from './shipment';
import type { OrderConversation } from './orderMessages';
import type { PlacedBy } from './sharing';

/**
 * How an order travels, once shipped: the shipment that completed it (every shipment is in `OrderDetail.shipping`).
 * `trackingUrl`: the carrier's tracking page when the carrier is known.
 */
export interface OrderShipment {
  carrier: string;
  trackingNo: string;
  trackingUrl: string | null;
  shippedAt: string;
}

export interface OrderSummary {
  orderId: string;
  /** SO + day + sequence, e.g. SO202611230001. */
  orderNo: string;
  status: OrderStatus;
  /** 'bulk' (placed from a quotation) or 'sample' (requested from the goods page or the cart, priced from the sample prices). */
  kind: OrderKind;
  /** The buyer's purchase-order reference. */
  poNumber: string | null;
  /** The inquiry whose quotation it was placed from. */
  inquiryId: string | null;
  inquiryNo: string | null;
  /** The first line's title (and how many more), its picture, line and piece counts. */
  title: string;
  imageUrl: string;
  lineCount: number;
  totalQty: number;
  currency: string;
  total: number;
  shipment: OrderShipment | null;
  /** The day the order promised to ship (placed + the quotation's lead time), YYYY-MM-DD; null for older orders. */
  promisedShipDate: string | null;
  /** The reader's unread messages from the other side, and the open problem reports. */
  conversation: OrderConversation;
  /** Who of the company placed it (always on the buyer's and the desk's answers). */
  placedBy?: PlacedBy;
  createdAt: string;
  updatedAt: string;
}

/** orderList.do: the company's orders (or the member's own: `whose`), newest first. */
export interface OrderPage extends Page<OrderSummary> {
  /** Orders per status (for the filter tabs), before the status filter. */
  statusCounts: Partial<Record<OrderStatus, number>>;
}

export interface OrderLine {
  lineId: string;
  /** The inquiry line it came from; null for an extra line of the quotation (tooling, samples, freight). */
  itemId: string | null;
  goodsId: string | null;
  goodsCode: string;
  title: string;
  imageUrl: string;
  variants: CartVariant[];
  customization: LineCustomization | null;
  qty: number;
  /** The quoted tiers; unitPrice is the one qty reaches, amount unitPrice × qty. */
  tiers: QuotationTier[];
  unitPrice: number;
  amount: number;
  /** The company agreement that priced it, frozen from the quotation (issue 51); null: none. */
  agreement: LinePriceAgreement | null;
}

/** The quotation an order was placed from. */
export interface OrderQuotationRef {
  quotationId: string;
  version: number;
  validUntil: string;
  leadTimeDays: number;
  pdfUrl: string;
}

/** viewOrder.do, and the order desk's core. */
export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  /** The accepted quotation's trade terms as placed (Incoterm, charges, locked rate); null before trade terms. */
  tradeTerms?: OrderTradeTerms | null;
  /** The charges (freight, insurance, duties) in `total`. */
  charges?: number;
  address: ShippingAddress;
  notes: string | null;
  quotation: OrderQuotationRef | null;
  /** Oldest first. */
  history: StatusStep[];
  /** The proforma invoice (DOCUMENTS.proformaPdf). */
  invoiceUrl: string;
  /** The statuses the caller may move the order to now. */
  actions: OrderStatus[];
  /** Its shipments and what is still to ship (types/shipment.ts). */
  shipping: OrderShipping;
  /** Order approval: null for an order placed directly (services/order/approval.ts). */
  approval: OrderApproval | null;
  /** The sample fees this bulk order took back (docs/protocol.md, Sample credit and conversion); null when none. */
  sampleCredit: SampleCredit | null;
}

/** One sample order line's fee credited on a bulk order. */
export interface SampleCreditLine {
  sampleOrderId: string;
  sampleOrderNo: string;
  goodsId: string;
  title: string;
  amount: number;
}

/**
 * The sample credit of a bulk order: `amount` is taken off the lines (`total` is the lines less it, never below zero),
 * `lines` says which sample order lines it came from. On the place-order screen (sampleCreditPreview.do) it is the
 * credit the order will get if placed now.
 */
export interface SampleCredit {
  amount: number;
  currency: string;
  lines: SampleCreditLine[];
}

/**
 * orderPreview.do: the order placeOrder.do would make now from the chosen quantities, priced by the same code: each
 * line, the goods, the sample credit, the quotation's trade terms (Incoterm, charges, locked rate) and the total.
 * Amounts are decimal text with the currency's digits ('17338.60').
 */
export interface OrderPreview {
  currency: string;
  lines: { line: number; title: string; qty: number; unitPrice: string; amount: string }[];
  goods: string;
  sampleCredit: SampleCredit | null;
  tradeTerms: OrderTradeTerms;
  /** The quoted charges' sum (freight, insurance, duties), in the total. */
  charges: string;
  /** goods − sample credit + charges: the placed order's total. */
  total: string;
}

/** placeOrder.do: the order (a repeated call answers the same order with alreadyPlaced true). */
export interface OrderPlaced {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  currency: string;
  total: number;
  /** The sample fees taken off the lines (0 when none): total = the lines less it. */
  sampleCredit: number;
  alreadyPlaced: boolean;
}

/** One price this member was quoted or ordered at. */
export interface PricePoint {
  at: string;
  qty: number;
  unitPrice: number;
  currency: string;
  source: 'quotation' | 'order';
  inquiryId: string | null;
  inquiryNo: string | null;
  /** For a quotation: its version. */
  quotationVersion: number | null;
  /** For an order: the order (cancelled orders are left out). */
  orderId: string | null;
  orderNo: string | null;
}

/** pricingHistory.do: oldest first; empty when the member has no history for the goods. */
export interface PricingHistory {
  goodsId: string;
  points: PricePoint[];
}

export type ActivityKind =
  | 'inquiry_sent'
  | 'quotation_received'
  | 'revision_requested'
  | 'quotation_accepted'
  | 'inquiry_declined'
  | 'quotation_expired'
  | 'order_placed'
  | 'order_status'
  | 'production_update'
  | 'shipment_sent'
  | 'message_sent'
  | 'message_received'
  | 'proof_posted'
  | 'proof_approved'
  | 'proof_changes_requested'
  | 'payment_notice_sent'
  | 'payment_notice_rejected'
  | 'payment_received'
  | 'payment_refunded'
  | 'problem_reported'
  | 'problem_resolved';

/** One event of the member's own activity (/logs), linking to its inquiry or order. */
export interface ActivityEntry {
  activityId: string;
  kind: ActivityKind;
  at: string;
  /** A sentence: 'Quotation received for IQ202611230001'. */
  title: string;
  /** A status note, a message's first words, a tracking number ... */
  detail: string | null;
  /** For status events: the status moved to. */
  status: string | null;
  ref: { type: 'inquiry' | 'order'; id: string; no: string };
}

/** activityLog.do: newest first. */
export type ActivityPage = Page<ActivityEntry>;

export interface StaffOrderSummary extends OrderSummary {
  buyer: StaffBuyer;
  /** Past its promised ship day and not yet shipped, completed or cancelled. */
  late: boolean;
}

/** staff/orderQueue.do */
export interface StaffOrderPage extends Page<StaffOrderSummary> {
  statusCounts: Partial<Record<OrderStatus, number>>;
}

/** staff/orderView.do */
/**
 * The gates of an order: 'production' (deposit received, every proof approved) before in_production, 'shipping'
 * (balance received unless the terms are net) before a shipment. Staff may pass a closed one with a written reason.
 */
export type OrderGate = 'production' | 'shipping';

/** A gate the sales team passed while it was closed: why, and what was missing then. */
export interface OrderGateOverride {
  gate: OrderGate;
  reason: string;
  missing: string[];
  /** The staff member's email. */
  by: string;
  at: string;
}

export interface StaffOrderView extends OrderDetail {
  buyer: StaffBuyer;
  /** What keeps each gate closed now ([] when open): the desk says it beside the disabled button. */
  gates: Record<OrderGate, string[]>;
  /** Newest first. */
  overrides: OrderGateOverride[];
  /** Past its promised ship day and not yet shipped, completed or cancelled. */
  late: boolean;
}

/**
 * Order approval (docs/protocol.md, Order approval): while an order awaits approval, the company's admins who may
 * decide; once decided, who did, when, and a rejection's reason.
 */
export interface OrderApproval {
  state: 'awaiting' | 'approved' | 'rejected';
  /** While awaiting: the names of the company's admins. */
  approvers: string[];
  by: string | null;
  at: string | null;
  reason: string | null;
}
