import type { FacetKind, PerFacet } from './facets';
import type { SpecEntry } from './format';
import type { FileRef, LineCustomization, LogoPlacement } from './schemas/customization';
import type { InquiryStatus, OrderStatus, StatusActor } from './statuses';

/** User info kept in the browser session and store (spec 3). The token stays in an httpOnly cookie. */
export interface UserInfo {
  nick: string;
  headImg: string;
  memId: string;
  tokEn?: string;
  qxb?: unknown;
  qxEnt?: unknown;
}

export interface LoginResult {
  nick: string;
  tokEn: string;
  headImg: string;
  memId: string;
}

export interface DataListItem {
  cateId: string;
  cateEnName: string;
  popularFlag: number;
  fromDate: string | null;
  toDate: string | null;
  imageUrl: string;
}

export interface ShopByBlock {
  showName: string;
  allName: string;
  dataList: DataListItem[];
}

export interface NewArrival {
  poGoodsId: string;
  imgUrl: string;
}

export interface NewDesign {
  auditFlag: number;
  dataList: NewArrival[];
}

/** shopByTheme, shopByStyle, shopByPlatingMaterial, shopByInsertMaterial (see facets.ts). */
export type ShopByBlocks = PerFacet<'block', ShopByBlock>;

export interface HeaderData extends ShopByBlocks {
  inquiryCartTotal: number;
  /** The account menu's counters (spec §2): the member's open inquiries and open orders; 0 for a visitor. */
  openInquiries: number;
  openOrders: number;
  /** Whether the signed-in member is on the sales team (the user menu links the staff console). */
  isStaff: boolean;
  categoryList: { cateId: string; cateName: string; imageUrl?: string }[];
  searchInfo: { popularSearch: string[]; newArrivals: NewDesign };
}

export interface PriceTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

export interface GoodsSummary {
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  minPrice: number;
  maxPrice: number;
  moq: number;
  newFlag: number;
  catName1: string;
}

/** A facet value a good carries; the id is the value of the goods list's cateIdFor... parameter. */
export interface GoodsFacet {
  id: string;
  name: string;
}

export interface GoodsDetail extends GoodsSummary {
  description: string;
  images: string[];
  specs: SpecEntry[][];
  priceTiers: PriceTier[];
  factory: { factoryId: string; name: string } | null;
  /** Theme, style, plating and insert material, each in the menu's order. */
  facets: PerFacet<'key', GoodsFacet[]>;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

// ---- catalogue, factories, contact and member cache (csite, csite01, base cache) ----

/** Query of csite/onlineGoodsList.do, after validation (see schemas/catalog.ts). */
export type GoodsSort = 'popular' | 'newest' | 'priceAsc' | 'priceDesc';

export interface CategoryRef {
  cateId: string;
  cateName: string;
  slug: string;
}

/** A category with its sub-categories (the Products hover dialog, the goods-list side bar). */
export interface CategoryNode extends CategoryRef {
  imageUrl: string;
  children: CategoryNode[];
}

/** One orderable specification of a good: its id (for the cart), SKU code and cd/nm/vl lines. */
export interface GoodsSku {
  specId: string;
  skuCode: string;
  entries: SpecEntry[];
}

/** newDesignPictures.do: per goods id, its main picture and its gallery, as stored. */
export type NewDesignPictures = Record<string, { imageUrl: string; images: string[] }>;

/** What onlineGoodsDetail.do returns: the detail plus its place in the catalogue. */
export interface GoodsDetailView extends GoodsDetail {
  /** Top level first, e.g. Rings > Band Rings. */
  categoryPath: CategoryRef[];
  skus: GoodsSku[];
  related: GoodsSummary[];
}

export interface HomeBanner {
  title: string;
  subtitle: string;
  link: string;
  image: string;
}

export interface FactorySummary {
  factoryId: string;
  name: string;
  city: string;
  country: string;
  foundedYear: number;
  areaSqm: number;
  employees: number;
  monthlyCapacity: number;
  summary: string;
  imageUrl: string;
}

export interface FactoryDetail extends FactorySummary {
  description: string;
  capabilities: string[];
  certifications: string[];
  images: string[];
  goodsCount: number;
  /** A few of its best-selling goods. */
  featuredGoods: GoodsSummary[];
}

export interface HomePageData {
  banners: HomeBanner[];
  featuredCategories: CategoryNode[];
  newArrivals: GoodsSummary[];
  bestSellers: GoodsSummary[];
  factories: FactorySummary[];
}

/** The Products hover dialog: categories on the left, shop-by blocks on the right. */
export interface ProductMenu extends ShopByBlocks {
  categoryList: CategoryNode[];
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

export interface ContactReceipt {
  contactId: string;
}

/** getSelfDefinedDataCache.do: the stored value, or null with updatedAt null when nothing is stored. */
export interface SelfDefinedCacheEntry {
  key: string;
  value: unknown;
  updatedAt: string | null;
}

// ---- accounts (base/) ----

/** viewInformation.do: the signed-in member's own account data. */
export interface MemberInformation {
  memId: string;
  email: string;
  nick: string;
  headImg: string;
  /** New-design access: 0 none, 1 requested, 2 approved, 3 problem with the information. */
  auditFlag: number;
  /** Whether the address was proved with an emailed code (needed before the first access request). */
  emailConfirmed: boolean;
  company: string | null;
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
  /** Whether the member is on the sales team (may open the staff console at /admin). */
  isStaff: boolean;
}

/** completeInformation.do answers the member's new audit flag. */
export interface CompleteInformationResult {
  auditFlag: number;
}

/**
 * onlineGoodsList.do answers with a page of goods. A keyword search counts matches only up to
 * a cap (GOODS_PAGE.keywordCountCap, 1 000) to stay fast; totalCapped says more goods match than `total`.
 */
export interface GoodsPage extends Page<GoodsSummary> {
  totalCapped: boolean;
}

// ---- inquiry cart (csite/inquiryCart/) ----

/** One specification's quantity on a cart line (a plain line has exactly one). */
export interface CartVariant {
  /** Null for goods without specifications. */
  specId: string | null;
  skuCode: string | null;
  entries: SpecEntry[];
  qty: number;
}

export interface CartLine {
  lineId: string;
  /** 'plain': one specification, merged on a repeated add; 'custom': a breakdown with a customization. */
  kind: 'plain' | 'custom';
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  moq: number;
  /** False when the goods was withdrawn: the line stays visible but cannot be requested. */
  available: boolean;
  variants: CartVariant[];
  /** Sum of the variants' quantities. */
  qty: number;
  priceTiers: PriceTier[];
  /** The tier price the quantity reaches (the lowest tier's price below it); null without tiers. */
  unitPrice: number | null;
  /** unitPrice × qty, rounded to cents; an estimate, the quotation decides. */
  amount: number | null;
  /** Logo and design files, technique, font, placement, colours, notes; null on a plain line without any. */
  customization: LineCustomization | null;
  updatedAt: string;
}

/** myCart.do: the member's lines, newest first. */
export interface CartView {
  lines: CartLine[];
  /** Number of lines (the header's 'Inquiry Cart(count)'). */
  cartNum: number;
  totalQty: number;
  /** Sum of the lines' estimated amounts. */
  estimatedTotal: number;
}

/** What every cart change answers: the changed line (when one remains) and the new count. */
export interface CartChange {
  line: CartLine | null;
  cartNum: number;
  /** putIntoCart.do only: true when the quantity was added to an existing line. */
  merged?: boolean;
}

export interface LogoTechnique {
  code: string;
  name: string;
  description: string;
}

export interface LogoPosition {
  code: string;
  name: string;
  /** Where the logo starts on the goods picture (fractions of its width and height). */
  placement: LogoPlacement;
}

/** getLogoDefaultData.do: what a goods allows for a logo, and the editor's defaults. */
export interface LogoDefaults {
  goodsId: string;
  goodsCode: string;
  title: string;
  /** The picture the logo is placed over. */
  imageUrl: string;
  moq: number;
  skus: GoodsSku[];
  priceTiers: PriceTier[];
  techniques: LogoTechnique[];
  positions: LogoPosition[];
  defaultTechnique: string;
  defaultPosition: string;
  maxFiles: number;
  maxFileBytes: number;
}

export interface FontOption {
  name: string;
  /** A CSS font-family stack to preview the font with. */
  family: string;
}

/** preq/getFontTechnic.do: every font and technique the factories offer. */
export interface FontTechnic {
  fonts: FontOption[];
  techniques: LogoTechnique[];
}

export interface BulkCartProblem {
  row: number;
  reason: string;
}

/** bulkAddToCart.do: all rows added, or none (ok false) with every row's problem. */
export interface BulkAddResult {
  ok: boolean;
  problems: BulkCartProblem[];
  /** New lines and lines whose quantity grew. */
  added: number;
  merged: number;
  cartNum: number;
}

// ---- address book (base/) ----

export interface AddressBookEntry {
  addrId: string;
  contactName: string;
  company: string | null;
  phone: string;
  /** ISO 3166-1 alpha-2, with its name from countryList.do. */
  country: string;
  countryName: string;
  region: string | null;
  city: string;
  street: string;
  postcode: string | null;
  isDefault: boolean;
}

// ---- uploads ----

/** getQnTokenAuto.do: a short-lived upload token bound to the member and a size limit. */
export interface UploadToken {
  upToken: string;
  /** Largest file the token allows, in bytes. */
  maxBytes: number;
  /** ISO time the token stops working. */
  expiresAt: string;
}

/** POST /files/upload answers the stored key; the URL is FILE_HOST + key. */
export interface UploadResult {
  key: string;
}

// ---- inquiries and quotations (csite/inquiryOrder/, staff/) ----

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
}

/** inquiryOrderList1562.do: the member's inquiries, newest first. */
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
  sentAt: string | null;
  /** The PDF (DOCUMENTS.quotationPdf), for a sent quotation. */
  pdfUrl: string | null;
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

export interface InquiryMessage {
  messageId: string;
  side: 'buyer' | 'staff';
  /** The buyer's nick, or 'Sales team' (staff names stay inside). */
  authorName: string;
  body: string;
  files: FileRef[];
  createdAt: string;
  /** Whether the other side has read it. */
  readByOtherSide: boolean;
}

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
  company: string | null;
  country: string | null;
  auditFlag: number;
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
}

// ---- orders (erp/inquiryOrder/csite/, staff/), pricing history and the activity log ----

export interface OrderRef {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
}

/** How an order travels, once shipped. `trackingUrl`: the carrier's tracking page when the carrier is known. */
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
  createdAt: string;
  updatedAt: string;
}

/** orderList.do: the member's orders, newest first. */
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
  address: ShippingAddress;
  notes: string | null;
  quotation: OrderQuotationRef | null;
  /** Oldest first. */
  history: StatusStep[];
  /** The proforma invoice (DOCUMENTS.proformaPdf). */
  invoiceUrl: string;
  /** The statuses the caller may move the order to now. */
  actions: OrderStatus[];
}

/** placeOrder.do: the order (a repeated call answers the same order with alreadyPlaced true). */
export interface OrderPlaced {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  currency: string;
  total: number;
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
  | 'message_sent'
  | 'message_received';

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
}

/** staff/orderQueue.do */
export interface StaffOrderPage extends Page<StaffOrderSummary> {
  statusCounts: Partial<Record<OrderStatus, number>>;
}

/** staff/orderView.do */
export interface StaffOrderView extends OrderDetail {
  buyer: StaffBuyer;
}

// ---- the staff console's catalogue (staff/catalog…) ----

/** One row of the staff goods table: on sale and offline goods alike. */
export interface StaffGoodsRow {
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  categoryId: string;
  categoryName: string;
  factoryName: string | null;
  /** 1 on sale, 0 offline. */
  status: number;
  newFlag: number;
  moq: number;
  minPrice: number;
  maxPrice: number;
  popularity: number;
  createdAt: string;
}

/** Goods as the staff form edits them (every field of staffGoodsSchema, as stored). */
export interface StaffGoodsView {
  goodsId: string;
  code: string;
  title: string;
  description: string;
  categoryId: string;
  factoryId: string | null;
  newFlag: number;
  status: number;
  moq: number;
  facetIds: string[];
  specs: { skuCode: string; entries: SpecEntry[] }[];
  tiers: { minQty: number; price: number }[];
  images: string[];
}

export interface StaffCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  imageUrl: string;
  sort: number;
  /** Goods in this category itself (on sale and offline). */
  goodsCount: number;
}

export interface StaffFacet {
  id: string;
  kind: FacetKind;
  name: string;
  popularFlag: number;
  /** YYYY-MM-DD or null. */
  fromDate: string | null;
  toDate: string | null;
  imageUrl: string;
  sort: number;
  goodsCount: number;
}

export interface StaffFactory {
  id: string;
  name: string;
  city: string;
  country: string;
  foundedYear: number;
  areaSqm: number;
  employees: number;
  monthlyCapacity: number;
  summary: string;
  description: string;
  capabilities: string[];
  certifications: string[];
  images: string[];
  sort: number;
  goodsCount: number;
}

/** Everything the catalogue screens pick from and edit besides goods. */
export interface CatalogSetup {
  categories: StaffCategory[];
  facets: StaffFacet[];
  factories: StaffFactory[];
  popularSearches: string[];
  banners: HomeBanner[];
}

/** What a staff save answers: the id of the saved record. */
export interface SavedRecord {
  id: string;
}

// ---- the console's people part (staff/): access requests, leads, members, staff accounts, audit trail ----

/** A member's company information, as completeInformation.do stored it. */
export interface CompanyInfo {
  company: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
}

/** staff/accessRequests.do: one new-design access request with the member's company information. */
export interface AccessRequestView {
  requestId: number;
  /** 1 waiting, 2 approved, 3 problem flagged (the member's auditFlag follows the newest request). */
  status: 1 | 2 | 3;
  requestedAt: string;
  decidedAt: string | null;
  /** Who decided (email), and the message sent with a problem. */
  decidedBy: string | null;
  note: string | null;
  member: { memId: string; email: string; nick: string; auditFlag: number; emailConfirmed: boolean; disabled: boolean } & CompanyInfo;
}

export interface AccessRequestPage extends Page<AccessRequestView> {
  /** Requests waiting for a decision (the console's badge). */
  waiting: number;
}

/** staff/leads.do: one contact form entry. */
export interface LeadView {
  leadId: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  message: string;
  /** Which form: 'contact', 'oem' ... */
  source: string;
  createdAt: string;
  handled: boolean;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
}

export interface LeadPage extends Page<LeadView> {
  open: number;
}

/** staff/members.do: one account in the list. */
export interface StaffMemberSummary extends CompanyInfo {
  memId: string;
  email: string;
  nick: string;
  role: 'buyer' | 'staff';
  auditFlag: number;
  emailConfirmed: boolean;
  disabled: boolean;
  createdAt: string;
}

/** staff/memberView.do: one account with its inquiries, orders and access requests (newest first, at most 50 each). */
export interface StaffMemberView extends StaffMemberSummary {
  disabledAt: string | null;
  disabledReason: string | null;
  /** Sessions not ended or expired: 0 for a disabled account. */
  openSessions: number;
  lastSignInAt: string | null;
  inquiries: { inquiryId: number; inquiryNo: string; status: string; title: string; lineCount: number; createdAt: string }[];
  inquiryCount: number;
  orders: { orderId: number; orderNo: string; status: string; total: string; currency: string; createdAt: string }[];
  orderCount: number;
  accessRequests: { requestId: number; status: 1 | 2 | 3; requestedAt: string; decidedAt: string | null; decidedBy: string | null; note: string | null }[];
}

/** staff/auditTrail.do: one staff change. */
export interface AuditEntryView {
  auditId: number;
  at: string;
  staffId: string | null;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditTrailPage extends Page<AuditEntryView> {
  /** The filters' choices: every action and target type the back end records, and the staff accounts. */
  actions: string[];
  targetTypes: string[];
  staff: { staffId: string; email: string }[];
}

// ---- the Mail desk (staff/mailOutbox.do, resendMail.do) ----

/**
 * Where a message of the outbox stands: `pending` (waiting for its first try), `failed` (a try failed; the job
 * runner tries again at `nextAttemptAt`), `dead` (given up: only "send again" revives it) or `sent`.
 */
export type MailState = 'pending' | 'failed' | 'dead' | 'sent';

/** One message of the outbox, without its body. */
export interface MailOutboxEntry {
  outboxId: number;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  deadAt: string | null;
  /** It held a one-time code, which is never stored: it cannot be sent again (the buyer asks for a new code). */
  oneTimeCode: boolean;
  /** Whether "send again" is offered: not sent yet, and no one-time code. */
  canResend: boolean;
}

export interface MailOutboxPage extends Page<MailOutboxEntry> {
  /** Messages in each state that needs attention, whatever the filter. */
  counts: { pending: number; failed: number; dead: number };
  /** False when the back-end has no SMTP_URL: messages are only kept, never sent. */
  delivers: boolean;
}
