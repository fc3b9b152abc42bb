import type { OrderTradeTerms } from '@sw/protocol';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  AWAITING_SHIPMENT_STATUSES, ORDER_INITIAL_STATUS, ORDER_KINDS, ORDER_STATUSES, THEME_NAMES, type CartVariant, type LineCustomization, type PaymentTerms, type QuotationTier, type ShippingAddress, type SiteTheme,
} from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { companies, members } from './accounts';
import { goods } from './catalog';
import { uploads } from './files';
import { inquiries, inquiryItems, quotations } from './inquiry';
import { statusHistoryTable } from './statusHistory';

/** What an order keeps of its terms (the label is made again from them). */
export type PaymentTermsRecord = Pick<PaymentTerms, 'kind' | 'depositPercent' | 'netDays'>;

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  /** Who placed it; it belongs to the company, whose every colleague sees it. */
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  /** A bulk order (from a quotation) or a sample order (no inquiry or quotation; priced from the sample prices). */
  kind: text('kind', { enum: ORDER_KINDS }).notNull().default('bulk'),
  inquiryId: integer('inquiry_id').references(() => inquiries.id),
  /** The accepted quotation it was priced from. */
  quotationId: integer('quotation_id').references(() => quotations.id),
  /** Moved only through the use cases (services/useCase), which check the flow and write the history. */
  status: text('status', { enum: ORDER_STATUSES }).notNull().default(ORDER_INITIAL_STATUS),
  /** Its inquiry's brand (the site the buyer used): every mail about the order names it. */
  theme: text('theme').$type<SiteTheme['name']>().notNull().default('default'),
  currency: text('currency').notNull().default('USD'),
  /** What the order costs: its lines less `sampleCredit`, the sample fees it took back (services/samples/credit.ts). */
  total: money('total').notNull(),
  sampleCredit: money('sample_credit').notNull().default(sql`0`),
  /**
   * The accepted quotation's trade terms as placed (services/tradeTerms): Incoterm and place, the charges (freight,
   * insurance, duties; their sum `charges` is in `total`), and the locked exchange rate. Null before trade terms.
   */
  tradeTerms: jsonb('trade_terms').$type<OrderTradeTerms>(),
  charges: money('charges').notNull().default(sql`0`),
  /** The shipping address as placed (a copy: later changes to the address book do not touch it). */
  address: jsonb('address').$type<ShippingAddress>(),
  /** The buyer's purchase-order reference and notes. */
  poNumber: text('po_number'),
  notes: text('notes'),
  /** For the lists: the first line's title, its picture, line and piece counts. */
  title: text('title').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  lineCount: integer('line_count').notNull().default(0),
  totalQty: integer('total_qty').notNull().default(0),
  /** Order and PO numbers, line titles and codes: what the keyword search looks in. */
  searchText: text('search_text').notNull().default(''),
  /** Set by the step to shipped. */
  carrier: text('carrier'),
  trackingNo: text('tracking_no'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  /**
   * The day it promised to ship: the placed day (UTC) plus the quotation's lead time, written when placed so a later
   * quotation edit never moves it (workflows/placeOrder.ts). Null for orders placed before it was kept.
   */
  promisedShipDate: date('promised_ship_date', { mode: 'string' }),
  /** Money (services/payments): the quotation's terms as placed (null: before terms, 30 % deposit), the amount due before
   * production, what was received less refunds, and the buyer's notices waiting for the sales team; kept in the same
   * transaction as each money row, so the order desk's money filters read orders alone. */
  paymentTerms: jsonb('payment_terms').$type<PaymentTermsRecord>(),
  depositDue: money('deposit_due').notNull().default(sql`0`),
  received: money('received').notNull().default(sql`0`),
  noticesPending: integer('notices_pending').notNull().default(0),
  /** When the order completed: the buyer confirmed receipt, staff closed it, or it completed by itself (services/shipment). */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /**
   * Order approval (services/order/approval.ts): the company admin who approved or rejected an order that waited for
   * approval, when, and the reason of a rejection (told to the buyer). Null for an order placed directly.
   */
  decidedBy: uuid('decided_by').references(() => members.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  rejectedReason: text('rejected_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_no_idx').on(t.orderNo),
  // One live order per quotation: placing it again finds this one (a cancelled or rejected order frees the quotation).
  uniqueIndex('orders_one_per_quotation_idx').on(t.quotationId).where(sql`${t.status} not in ('cancelled', 'rejected')`),
  index('orders_member_idx').on(t.memberId, t.createdAt),
  index('orders_company_idx').on(t.companyId, t.createdAt),
  index('orders_company_status_idx').on(t.companyId, t.status, t.createdAt),
  index('orders_member_status_idx').on(t.memberId, t.status, t.createdAt),
  // The order desk without a status filter: newest first and the placed-date range.
  index('orders_created_idx').on(t.createdAt),
  index('orders_status_idx').on(t.status, t.createdAt),
  // The desk's 'Late' filter: orders not yet shipped whose promised day has passed (services/production/promise.ts).
  index('orders_late_idx').on(t.promisedShipDate).where(oneOf(t.status, AWAITING_SHIPMENT_STATUSES)),
  // The autocomplete job: shipped orders by the time their last shipment went out.
  index('orders_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 'shipped'`),
  check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  check('orders_kind_check', oneOf(t.kind, ORDER_KINDS)),
  check('orders_sample_credit_check', sql`${t.sampleCredit} >= 0`),
  // The order desk's 'Samples' filter and the conversion page, newest first.
  index('orders_sample_idx').on(t.createdAt).where(sql`${t.kind} = 'sample'`),
  // A company's orders of a kind (the sample credit's first bulk order, 'Your usual').
  index('orders_company_kind_idx').on(t.companyId, t.kind, t.createdAt),
  // The order desk's money filters (queries/orderList.ts), newest first.
  index('orders_awaiting_deposit_idx').on(t.createdAt).where(sql`${t.received} < ${t.depositDue} and ${t.status} <> 'cancelled'`),
  index('orders_awaiting_balance_idx').on(t.createdAt)
    .where(sql`${t.received} >= ${t.depositDue} and ${t.received} < ${t.total} and ${t.status} <> 'cancelled'`),
  index('orders_notices_pending_idx').on(t.createdAt).where(sql`${t.noticesPending} > 0`),
  check('orders_notices_pending_check', sql`${t.noticesPending} >= 0`),
  check('orders_theme_check', oneOf(t.theme, THEME_NAMES)),
  check('orders_shipped_check', sql`${t.shippedAt} is null or (${t.carrier} is not null and ${t.trackingNo} is not null)`),
]);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** The inquiry line it came from; null for an extra line of the quotation. */
  itemId: integer('item_id').references(() => inquiryItems.id, { onDelete: 'set null' }),
  goodsId: integer('goods_id').references(() => goods.id),
  title: text('title').notNull(),
  goodsCode: text('goods_code').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  /** Quantities per specification and the customization, as on the inquiry line. */
  variants: jsonb('variants').$type<CartVariant[]>().notNull().default([]),
  customInfo: jsonb('custom_info').$type<LineCustomization>(),
  qty: integer('qty').notNull(),
  /** The quoted tiers, and the price qty reaches (never a figure from the browser). */
  tiers: jsonb('tiers').$type<QuotationTier[]>().notNull().default([]),
  unitPrice: money('unit_price').notNull(),
  /**
   * The company agreement that priced it (issue 51), frozen from the quotation: the list's id, version and name
   * then, and the catalogue's unit price at qty beside it; all null when none did. No foreign key: a later change
   * to the list, or its removal, never changes what was ordered.
   */
  priceListId: integer('price_list_id'),
  priceListVersion: integer('price_list_version'),
  priceListName: text('price_list_name'),
  catalogueUnitPrice: money('catalogue_unit_price'),
  catalogueCurrency: text('catalogue_currency'),
  sort: integer('sort').notNull().default(0),
  /** A sample line: when a cancelled or rejected bulk order last gave its credit back (services/samples/credit.ts). */
  creditReleasedAt: timestamp('credit_released_at', { withTimezone: true }),
}, (t) => [
  index('order_items_order_idx').on(t.orderId, t.sort),
  // Pricing history: a member's ordered prices of one goods.
  index('order_items_goods_idx').on(t.goodsId),
  // Who may read a logo: the order lines that hold it (services/files/access.ts).
  index('order_items_custom_info_idx').using('gin', t.customInfo.op('jsonb_path_ops')),
  check('order_items_agreement_check', sql`(${t.priceListId} is null) = (${t.priceListVersion} is null)
    and (${t.priceListId} is null) = (${t.priceListName} is null)
    and (${t.priceListId} is null) = (${t.catalogueUnitPrice} is null)
    and (${t.priceListId} is null) = (${t.catalogueCurrency} is null)`),
]);

export const orderStatusHistory = statusHistoryTable(
  'order_status_history',
  { column: 'order_id', references: () => orders.id },
  ORDER_STATUSES,
);

/**
 * Every file an order's records hold (a payment slip, a proof, production photos, a message's attachment, a problem
 * report's photos), whichever record holds it: the one place services/files/access.ts asks who may read a file of an
 * order (the order's buyer and staff). A record that attaches a file writes its row here in the same transaction
 * (`attachOrderFiles` in services/files/ownership.ts), naming itself in `source` ('payment_notice:12', 'proof:3').
 */
export const orderFiles = pgTable('order_files', {
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id').notNull().references(() => uploads.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.orderId, t.uploadId, t.source] }),
  index('order_files_upload_idx').on(t.uploadId),
]);
