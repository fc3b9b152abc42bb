import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FREIGHT_MODES, INCOTERMS, INQUIRY_INITIAL_STATUS, INQUIRY_STATUSES, THEME_NAMES,
  type CartVariant, type LineCustomization, type OriginalRequest, type PaymentTerms, type QuantityPoint, type QuickRequest, type QuotationLine, type ShippingAddress, type SiteTheme, type TradeRequest,
} from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { companies, members } from './accounts';
import { goods, goodsSpecs } from './catalog';
import { uploads } from './files';
import { statusHistoryTable } from './statusHistory';

/** A pending edit as stored: the whole request as it will be once committed. */
export interface InquiryDraftData {
  lines: { itemId: number; variants: CartVariant[]; qty: number; customization: LineCustomization | null }[];
  quick: QuickRequest | null;
  address: ShippingAddress | null;
  remark: string | null;
  updatedAt: string;
}

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  inquiryNo: text('inquiry_no').notNull(),
  /** Who placed it; it belongs to the company, whose every colleague sees it. */
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  /** 0 quick quotation, 1 precise quotation. */
  mode: integer('mode').notNull().default(0),
  /** The brand of the site it was sent on (SITE_THEMES): every mail about it, and its order's, names that brand. */
  theme: text('theme').$type<SiteTheme['name']>().notNull().default('default'),
  /** Moved only through the use cases (services/useCase), which check the flow and write the history. */
  status: text('status', { enum: INQUIRY_STATUSES }).notNull().default(INQUIRY_INITIAL_STATUS),
  remark: text('remark'),
  /** Mode 0: what the buyer asked for (category, target quantity and price, description, files). */
  quick: jsonb('quick').$type<QuickRequest>(),
  /** The shipping address as sent (a copy: later changes to the address book do not touch it). */
  address: jsonb('address').$type<ShippingAddress>(),
  /** What the buyer asked the quotation to be in ('CIF Los Angeles, in USD'); the desk's editor starts from it. */
  tradeRequest: jsonb('trade_request').$type<TradeRequest>(),
  /** Exactly what the buyer first sent, never changed by edits (/inquiry/originalRequest). */
  original: jsonb('original').$type<OriginalRequest>().notNull(),
  /** A pending edit (quicklyEdit.do, preciseEdit.do ...), applied by the commit call; null when none. */
  draft: jsonb('draft').$type<InquiryDraftData>(),
  /** For the lists: the first goods' title or the quick category, its picture, line and piece counts. */
  title: text('title').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  lineCount: integer('line_count').notNull().default(0),
  totalQty: integer('total_qty').notNull().default(0),
  /** Inquiry number, goods titles and codes: what the buyer's keyword search looks in. */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('inquiries_no_idx').on(t.inquiryNo),
  index('inquiries_member_status_idx').on(t.memberId, t.status, t.createdAt),
  // The desk's queue without a status filter: newest first and the submitted-date range.
  index('inquiries_created_idx').on(t.createdAt),
  index('inquiries_member_idx').on(t.memberId, t.createdAt),
  index('inquiries_company_idx').on(t.companyId, t.createdAt),
  index('inquiries_company_status_idx').on(t.companyId, t.status, t.createdAt),
  index('inquiries_status_idx').on(t.status, t.createdAt),
  check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
  check('inquiries_theme_check', oneOf(t.theme, THEME_NAMES)),
]);

export const inquiryStatusHistory = statusHistoryTable(
  'inquiry_status_history',
  { column: 'inquiry_id', references: () => inquiries.id },
  INQUIRY_STATUSES,
);

export const inquiryItems = pgTable('inquiry_items', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id),
  specId: integer('spec_id').references(() => goodsSpecs.id),
  title: text('title').notNull(),
  goodsCode: text('goods_code').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  /** Quantities per specification, with the specification lines as they were when sent. */
  variants: jsonb('variants').$type<CartVariant[]>().notNull().default([]),
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<LineCustomization>(),
  unitPrice: money('unit_price'),
  /**
   * Frozen when sent (issue 51): the company's price of the line as the cart showed it, its currency, the list and
   * version that priced it (null: the catalogue), the catalogue's unit price beside it and why. A later change to the
   * list never changes them.
   */
  currency: text('currency'),
  priceListId: integer('price_list_id'),
  priceListVersion: integer('price_list_version'),
  catalogueUnitPrice: money('catalogue_unit_price'),
  priceLabel: text('price_label'),
  priceWhy: text('price_why'),
  /** The buyer's quantity points, each with an optional target unit price (issue 52; empty: the line's quantity only). */
  points: jsonb('points').$type<QuantityPoint[]>().notNull().default([]),
  /** Plating class, logo method, packaging: what the buyer asks beside the customization. */
  specNotes: text('spec_notes'),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('inquiry_items_inquiry_idx').on(t.inquiryId, t.sort),
  // Pricing history: a member's quoted prices of one goods.
  index('inquiry_items_goods_idx').on(t.goodsId),
]);

export const inquiryFiles = pgTable('inquiry_files', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id').notNull().references(() => uploads.id),
  purpose: text('purpose').notNull().default('design'),
}, (t) => [
  index('inquiry_files_inquiry_idx').on(t.inquiryId),
  // Who may read a file: the inquiries that hold it (services/files/access.ts).
  index('inquiry_files_upload_idx').on(t.uploadId),
]);

export const QUOTATION_STATUSES = ['draft', 'sent'] as const;

/**
 * The sales team's quotations of an inquiry: at most one draft, and the sent versions (1, 2 ...), which are
 * never changed once sent (the buyer sees every version; an order is priced from the accepted one).
 */
export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => members.id),
  status: text('status', { enum: QUOTATION_STATUSES }).notNull().default('draft'),
  /** Set when sent: 1 for the first quotation, then one more per re-quote. */
  version: integer('version'),
  currency: text('currency').notNull().default('USD'),
  total: money('total').notNull(),
  /** The last day the prices hold; a quoted inquiry expires after it. */
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  leadTimeDays: integer('lead_time_days').notNull(),
  /** Remarks for the buyer. */
  note: text('note'),
  terms: text('terms'),
  /** The payment terms (null: saved before terms existed, read as 30 % deposit). */
  paymentTerms: jsonb('payment_terms').$type<Pick<PaymentTerms, 'kind' | 'depositPercent' | 'netDays'>>(),
  lines: jsonb('lines').$type<QuotationLine[]>().notNull().default([]),
  /** Trade terms (services/tradeTerms): the Incoterm and its place (null: saved before trade terms, read as FOB Guangzhou). */
  incoterm: text('incoterm', { enum: INCOTERMS }),
  incotermPlace: text('incoterm_place'),
  /** The charges quoted apart from the goods, in the quotation's currency and included in `total`. */
  freightMode: text('freight_mode', { enum: FREIGHT_MODES }),
  freightCarrier: text('freight_carrier'),
  freightTransitDays: integer('freight_transit_days'),
  freightCost: money('freight_cost'),
  insuranceCost: money('insurance_cost'),
  dutiesCost: money('duties_cost'),
  /** A currency other than the catalogue's: the rate from the rates table, its date, and the last day it holds. */
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
  exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
  rateLockedUntil: date('rate_locked_until', { mode: 'string' }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('quotations_inquiry_idx').on(t.inquiryId, t.createdAt),
  uniqueIndex('quotations_one_draft_idx').on(t.inquiryId).where(sql`${t.status} = 'draft'`),
  uniqueIndex('quotations_version_idx').on(t.inquiryId, t.version),
  check('quotations_status_check', oneOf(t.status, QUOTATION_STATUSES)),
  check('quotations_sent_check', sql`(${t.status} = 'draft') = (${t.version} is null)`),
  check('quotations_incoterm_check', sql`${t.incoterm} is null or ${oneOf(t.incoterm, INCOTERMS)}`),
  check('quotations_charges_check', sql`coalesce(${t.freightCost}, 0) >= 0 and coalesce(${t.insuranceCost}, 0) >= 0 and coalesce(${t.dutiesCost}, 0) >= 0`),
  check('quotations_freight_check', sql`(${t.freightCost} is null) = (${t.freightMode} is null)`),
]);

export const INQUIRY_MESSAGE_SIDES = ['buyer', 'staff'] as const;

/**
 * The buyer–sales thread of an inquiry. The author is a member (the buyer, or a staff member for the sales
 * side); each side has its own read time, so either side's unread count is one indexed lookup.
 */
export const inquiryMessages = pgTable('inquiry_messages', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => members.id, { onDelete: 'set null' }),
  authorSide: text('author_side', { enum: INQUIRY_MESSAGE_SIDES }).notNull(),
  body: text('body').notNull().default(''),
  /** Storage keys of attached files (message/ folder), described by their uploads rows. */
  fileKeys: jsonb('file_keys').$type<string[]>().notNull().default([]),
  readByBuyerAt: timestamp('read_by_buyer_at', { withTimezone: true }),
  readByStaffAt: timestamp('read_by_staff_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('inquiry_messages_thread_idx').on(t.inquiryId, t.createdAt),
  // What the buyer has not read yet (the sales side's messages), and what the sales team has not.
  index('inquiry_messages_unread_by_buyer_idx').on(t.inquiryId).where(sql`${t.authorSide} = 'staff' and ${t.readByBuyerAt} is null`),
  index('inquiry_messages_unread_by_staff_idx').on(t.inquiryId).where(sql`${t.authorSide} = 'buyer' and ${t.readByStaffAt} is null`),
  // Who may read an attached file: the threads that hold its key (services/files/access.ts).
  index('inquiry_messages_file_keys_idx').using('gin', t.fileKeys.op('jsonb_path_ops')),
  check('inquiry_messages_side_check', oneOf(t.authorSide, INQUIRY_MESSAGE_SIDES)),
  check('inquiry_messages_not_empty_check', sql`length(${t.body}) > 0 or jsonb_array_length(${t.fileKeys}) > 0`),
]);
