import type { LockedRate, TradeTermsView } from './tradeTerms';
import type { Incoterm, TradeRequest } from '../tradeTerms';
// Inquiries and quotations (csite/inquiryOrder/, staff/).
import type { FileRef, LineCustomization } from '../schemas/customization';
import type { InquiryStatus, StatusActor } from '../statuses';
import type { AddressBookEntry } from './address';
import type { CartVariant } from './cart';
import type { OrderRef } from './orderRef';
import type { Page } from './page';
import type { PaymentTerms } from '../paymentTerms';
import type { PlacedBy } from './sharing';

/** 0 quick (files and a description), 1 precise (lines from the cart). */
export type InquiryMode = 0 | 1;

/** A shipping address as it was when the request was sent (kept even if the book changes). */
export type ShippingAddress = Omit<AddressBookEntry, 'addrId' | 'isDefault'>;

export interface InquirySummary {
  inquiryId: string;
  inquiryNo: string;
  mode: InquiryMode;
  status: InquiryStatus;
  /** The first goods' title (and how many more), or the quick inquiry's category. */
  title: string;
  imageUrl: string;
  lineCount: number;
  totalQty: number;
  /** The latest sent quotation's total and validity, once quoted. */
  quotedTotal: number | null;
  currency: string | null;
  validUntil: string | null;
  /** Messages from the other side not read yet by the caller's side. */
  unread: number;
  createdAt: string;
  updatedAt: string;
  /** Who of the company sent it (always on the buyer's answers; the staff queue says `buyer`). */
  placedBy?: PlacedBy;
}

/** inquiryOrderList1562.do: the company's inquiries (or the member's own: `whose`), newest first. */
export interface InquiryPage extends Page<InquirySummary> {
  /** Inquiries per status (for the filter tabs), before the status filter. */
  statusCounts: Partial<Record<InquiryStatus, number>>;
}

export interface InquiryLine {
  itemId: string;
  goodsId: string | null;
  goodsCode: string;
  title: string;
  imageUrl: string;
  variants: CartVariant[];
  qty: number;
  customization: LineCustomization | null;
  /** The company's price of the line as the cart showed it when sent, frozen (issue 51); null: sent before prices were kept. */
  price?: FrozenLinePrice | null;
}

/** A line's price frozen when the inquiry was sent: a later change to the list changes nothing here. */
export interface FrozenLinePrice {
  currency: string;
  /** Exact decimal text; null: the goods had no tier price (on quotation). */
  unitPrice: string | null;
  /** The catalogue's unit price (US dollars) at the same pieces, struck through beside it. */
  catalogueUnitPrice: string | null;
  /** The list and its version that priced it, or the catalogue. */
  source: { kind: 'catalogue' } | { kind: 'list'; listId: string; version: number };
  label: string;
  why: string;
}

export interface QuickRequest {
  categoryId: string;
  categoryName: string;
  targetQty: number;
  targetPrice: number | null;
  description: string;
  files: FileRef[];
}

export interface StatusStep {
  from: string | null;
  to: string;
  actor: StatusActor;
  /** The colleague who made a buyer's or a company admin's step (records are the company's); null for staff and system steps. */
  by: PlacedBy | null;
  note: string | null;
  at: string;
}

export interface QuotationTier {
  minQty: number;
  unitPrice: number;
}

export interface QuotationLine {
  itemId: string | null;
  title: string;
  qty: number;
  tiers: QuotationTier[];
  /** The tier price the line's quantity reaches, and unitPrice × qty. */
  unitPrice: number;
  amount: number;
  /** The company agreement its suggested tiers started from, frozen when saved (issue 51); absent or null: none. */
  agreement?: LinePriceAgreement | null;
}

/**
 * The agreement that priced a quotation or order line, as it was when the desk quoted it (issue 51,
 * docs/decisions/0020): a later change to the list (a new version) never changes it.
 */
export interface LinePriceAgreement {
  priceListId: string;
  version: number;
  /** The list's name then ('Spring agreement 2027'). */
  name: string;
  /** The catalogue's unit price at the line's quantity, exact decimal text in `catalogueCurrency` ('4.72'). */
  catalogueUnitPrice: string;
  catalogueCurrency: string;
  /** On a quotation line: the catalogue's tiers then, so an order at another quantity names the catalogue's price at it. */
  catalogueTiers?: QuotationTier[];
}

/** One inquiry line's agreement prices for the desk (the inquiry's company, today), beside the catalogue's. */
export interface AgreementLinePrice {
  itemId: string;
  /** Null: no list prices it, the catalogue's tiers stand. */
  agreement: { priceListId: string; version: number; name: string } | null;
  currency: string;
  tiers: QuotationTier[];
  catalogueCurrency: string;
  catalogueTiers: QuotationTier[];
  /** priceSourceText: 'Your price (Spring agreement 2027, version 3): fixed tiers for this design'. */
  why: string;
}

export interface QuotationView {
  quotationId: string;
  /** 1 for the first sent quotation, 2 for the re-quote after a revision ...; a draft has the next number. */
  version: number;
  status: 'draft' | 'sent';
  currency: string;
  lines: QuotationLine[];
  total: number;
  leadTimeDays: number;
  /** The last day the prices hold (YYYY-MM-DD). */
  validUntil: string;
  remarks: string | null;
  terms: string | null;
  /** The payment terms (docs/workflows.md, Payments); 30 % deposit for a quotation saved before terms existed. */
  paymentTerms: PaymentTerms;
  sentAt: string | null;
  /** The PDF (DOCUMENTS.quotationPdf), for a sent quotation. */
  pdfUrl: string | null;
  /** The Incoterm and the costs quoted apart from the goods (included in `total`). */
  tradeTerms: TradeTermsView;
  /** The locked exchange rate, when the currency is not the catalogue's. */
  exchange: LockedRate | null;
}

/** What the buyer first sent, unchanged by later edits. */
export interface OriginalRequest {
  mode: InquiryMode;
  lines: InquiryLine[];
  quick: QuickRequest | null;
  address: ShippingAddress | null;
  remark: string | null;
  submittedAt: string;
}

/** A pending edit (quicklyEdit.do / preciseEdit.do ...), applied by the commit call. */
export interface InquiryDraft {
  lines: InquiryLine[];
  quick: QuickRequest | null;
  address: ShippingAddress | null;
  remark: string | null;
  updatedAt: string;
}

/** inquiryOrderDetail1562a.do (quick) / 1562b.do (precise), and the staff view's core. */
export interface InquiryDetail extends InquirySummary {
  lines: InquiryLine[];
  quick: QuickRequest | null;
  address: ShippingAddress | null;
  remark: string | null;
  /** What the buyer asked the quotation to be in ('CIF Los Angeles, in USD'), or null. */
  tradeRequest: TradeRequest | null;
  history: StatusStep[];
  /** The latest sent quotation, and the earlier sent versions, newest first. */
  quotation: QuotationView | null;
  earlierQuotations: QuotationView[];
  original: OriginalRequest;
  draft: InquiryDraft | null;
  /** Whether the buyer may edit now (submitted, or a revision is open). */
  editable: boolean;
  /** The statuses the caller may move the inquiry to now. */
  actions: InquiryStatus[];
  /** The live (not cancelled) order placed from the accepted quotation, once placed. */
  order: OrderRef | null;
}

/** One message of a buyer–sales thread (an inquiry's, an order's). */
export interface ThreadMessage {
  messageId: string;
  side: 'buyer' | 'staff';
  /** The buyer's nick (the colleague who wrote it), or 'Sales team' (staff names stay inside). */
  authorName: string;
  /** The member who wrote a buyer's message (a colleague's is not the reader's own); null for the sales team's. */
  authorId: string | null;
  body: string;
  files: FileRef[];
  createdAt: string;
  /** Whether the other side has read it. */
  readByOtherSide: boolean;
}

export type InquiryMessage = ThreadMessage;

/** The answer of confirmOrder.do and quicklyUpload.do. */
export interface InquiryCreated {
  inquiryId: string;
  inquiryNo: string;
  /** The cart count after the sent lines left the cart. */
  cartNum: number;
}

export interface StaffBuyer {
  memId: string;
  email: string;
  nick: string;
  /** The buyer's company (the console's company page); absent where a desk does not say it. */
  companyId?: string | null;
  company: string | null;
  country: string | null;
  auditFlag: number;
  /** Staff marked the buyer for net terms (the quotation editor offers 'Net 30 after shipment'); on the desk's views. */
  netTerms?: boolean;
  /** The company's default Incoterm (new quotations start from it); on the inquiry view. */
  tradeDefault?: { incoterm: Incoterm; place: string | null } | null;
}

export interface StaffInquirySummary extends InquirySummary {
  buyer: StaffBuyer;
}

/** staff/inquiryView.do: everything the desk needs on one inquiry. */
export interface StaffInquiryView extends InquiryDetail {
  buyer: StaffBuyer;
  /** The current draft quotation, if the desk saved one. */
  draftQuotation: QuotationView | null;
  messages: InquiryMessage[];
  /** The company's agreement prices of each inquiry line today (issue 51); the editor's new draft starts from them. */
  agreementPrices?: AgreementLinePrice[];
}
