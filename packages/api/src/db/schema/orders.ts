import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ORDER_INITIAL_STATUS, ORDER_STATUSES, THEME_NAMES, type SiteTheme, type CartVariant, type LineCustomization, type QuotationTier, type ShippingAddress,
} from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { goods } from './catalog';
import { uploads } from './files';
import { inquiries, inquiryItems, quotations } from './inquiry';
import { statusHistoryTable } from './statusHistory';

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  inquiryId: integer('inquiry_id').references(() => inquiries.id),
  /** The accepted quotation it was priced from. */
  quotationId: integer('quotation_id').references(() => quotations.id),
  /** Moved only through the use cases (services/workflow), which check the flow and write the history. */
  status: text('status', { enum: ORDER_STATUSES }).notNull().default(ORDER_INITIAL_STATUS),
  /** Its inquiry's brand (the site the buyer used): every mail about the order names it. */
  theme: text('theme').$type<SiteTheme['name']>().notNull().default('default'),
  currency: text('currency').notNull().default('USD'),
  total: money('total').notNull(),
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
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_no_idx').on(t.orderNo),
  // One live order per quotation: placing it again finds this one (a cancelled order frees the quotation).
  uniqueIndex('orders_one_per_quotation_idx').on(t.quotationId).where(sql`${t.status} <> 'cancelled'`),
  index('orders_member_idx').on(t.memberId, t.createdAt),
  index('orders_member_status_idx').on(t.memberId, t.status, t.createdAt),
  // The order desk without a status filter: newest first and the placed-date range.
  index('orders_created_idx').on(t.createdAt),
  index('orders_status_idx').on(t.status, t.createdAt),
  check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
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
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('order_items_order_idx').on(t.orderId, t.sort),
  // Pricing history: a member's ordered prices of one goods.
  index('order_items_goods_idx').on(t.goodsId),
  // Who may read a logo: the order lines that hold it (services/files/access.ts).
  index('order_items_custom_info_idx').using('gin', t.customInfo.op('jsonb_path_ops')),
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
