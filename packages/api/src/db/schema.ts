import { sql } from 'drizzle-orm';
import {
  boolean, customType, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp,
  uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { SpecEntry } from '@sw/protocol';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// ---- accounts ----

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  pwdHash: text('pwd_hash').notNull(),
  nick: text('nick').notNull(),
  headImg: text('head_img').notNull().default(''),
  role: text('role', { enum: ['buyer', 'staff'] }).notNull().default('buyer'),
  /** New-design access: 0 none, 1 requested, 2 approved, 3 problem with the information. */
  auditFlag: integer('audit_flag').notNull().default(0),
  company: text('company'),
  country: text('country'),
  contactName: text('contact_name'),
  phone: text('phone'),
  website: text('website'),
  businessType: text('business_type'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** When the member proved the address with an emailed code; null until then. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('members_email_idx').on(t.email)]);

export const sessions = pgTable('sessions', {
  /** SHA-256 of the token: a leaked table does not leak live sessions. */
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_member_idx').on(t.memberId)]);

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  purpose: text('purpose').notNull().default('reset'),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)]);

/** Fixed-window counters shared by every process (login throttling, code sends, form posts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
}, (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)]);

export const memberCache = pgTable('member_cache', {
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.memberId, t.key] })]);

export const newDesignRequests = pgTable('new_design_requests', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** 1 received, 2 approved, 3 problem. */
  status: integer('status').notNull().default(1),
  note: text('note'),
  decidedBy: uuid('decided_by').references(() => members.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('new_design_requests_member_idx').on(t.memberId), index('new_design_requests_status_idx').on(t.status)]);

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  company: text('company'),
  country: text('country').notNull(),
  province: text('province'),
  city: text('city').notNull(),
  street: text('street').notNull(),
  zip: text('zip'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('addresses_member_idx').on(t.memberId)]);

// ---- catalogue ----

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)]);

export const FACET_KINDS = ['theme', 'style', 'platingMaterial', 'insertMaterial'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

export const facets = pgTable('facets', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: FACET_KINDS }).notNull(),
  name: text('name').notNull(),
  popularFlag: integer('popular_flag').notNull().default(0),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('facets_kind_idx').on(t.kind, t.sort)]);

export const factories = pgTable('factories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  foundedYear: integer('founded_year').notNull(),
  areaSqm: integer('area_sqm').notNull(),
  employees: integer('employees').notNull(),
  monthlyCapacity: integer('monthly_capacity').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
  certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  factoryId: integer('factory_id').references(() => factories.id),
  newFlag: integer('new_flag').notNull().default(0),
  /** 1 on sale, 0 withdrawn. */
  status: integer('status').notNull().default(1),
  moq: integer('moq').notNull(),
  minPrice: money('min_price').notNull(),
  maxPrice: money('max_price').notNull(),
  imageUrl: text('image_url').notNull(),
  /** Title, code and specification values, maintained with the goods; the search vector derives from it. */
  searchText: text('search_text').notNull().default(''),
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  popularity: integer('popularity').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('goods_code_idx').on(t.code),
  index('goods_category_idx').on(t.categoryId, t.status, t.id),
  index('goods_new_idx').on(t.newFlag, t.status, t.id),
  index('goods_status_popularity_idx').on(t.status, t.popularity, t.id),
  index('goods_status_price_idx').on(t.status, t.minPrice, t.id),
  index('goods_factory_idx').on(t.factoryId, t.status, t.popularity, t.id),
  index('goods_search_idx').using('gin', t.search),
]);

export const goodsFacets = pgTable('goods_facets', {
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  facetId: integer('facet_id').notNull().references(() => facets.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.goodsId, t.facetId] }), index('goods_facets_facet_idx').on(t.facetId, t.goodsId)]);

export const goodsImages = pgTable('goods_images', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_images_goods_idx').on(t.goodsId, t.sort)]);

/** One orderable specification of a good: its cd/nm/vl lines. */
export const goodsSpecs = pgTable('goods_specs', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  skuCode: text('sku_code').notNull(),
  entries: jsonb('entries').$type<SpecEntry[]>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_specs_goods_idx').on(t.goodsId, t.sort)]);

export const priceTiers = pgTable('price_tiers', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  minQty: integer('min_qty').notNull(),
  maxQty: integer('max_qty'),
  price: money('price').notNull(),
}, (t) => [index('price_tiers_goods_idx').on(t.goodsId, t.minQty)]);

export const popularSearches = pgTable('popular_searches', {
  id: serial('id').primaryKey(),
  term: text('term').notNull(),
  sort: integer('sort').notNull().default(0),
});

// ---- uploads, cart, inquiries, orders ----

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  key: text('key').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('uploads_key_idx').on(t.key), index('uploads_member_idx').on(t.memberId)]);

export const cartLines = pgTable('cart_lines', {
  id: serial('id').primaryKey(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  specId: integer('spec_id').references(() => goodsSpecs.id),
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<Record<string, unknown>>(),
  preciseInfo: jsonb('precise_info').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cart_lines_member_idx').on(t.memberId, t.createdAt)]);

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  inquiryNo: text('inquiry_no').notNull(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** 0 quick quotation, 1 precise quotation. */
  mode: integer('mode').notNull().default(0),
  status: text('status').notNull().default('submitted'),
  remark: text('remark'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('inquiries_no_idx').on(t.inquiryNo), index('inquiries_member_idx').on(t.memberId, t.createdAt)]);

export const inquiryItems = pgTable('inquiry_items', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id),
  specId: integer('spec_id').references(() => goodsSpecs.id),
  title: text('title').notNull(),
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<Record<string, unknown>>(),
  unitPrice: money('unit_price'),
}, (t) => [index('inquiry_items_inquiry_idx').on(t.inquiryId)]);

export const inquiryFiles = pgTable('inquiry_files', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id').notNull().references(() => uploads.id),
  purpose: text('purpose').notNull().default('design'),
}, (t) => [index('inquiry_files_inquiry_idx').on(t.inquiryId)]);

export const quotations = pgTable('quotations', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => members.id),
  currency: text('currency').notNull().default('USD'),
  total: money('total').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  note: text('note'),
  lines: jsonb('lines').$type<{ itemId: number; unitPrice: number; qty: number }[]>().notNull().default([]),
  createdAt: createdAt(),
}, (t) => [index('quotations_inquiry_idx').on(t.inquiryId, t.createdAt)]);

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  inquiryId: integer('inquiry_id').references(() => inquiries.id),
  status: text('status').notNull().default('placed'),
  currency: text('currency').notNull().default('USD'),
  total: money('total').notNull(),
  address: jsonb('address').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('orders_no_idx').on(t.orderNo), index('orders_member_idx').on(t.memberId, t.createdAt)]);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id),
  title: text('title').notNull(),
  spec: jsonb('spec').$type<SpecEntry[]>(),
  qty: integer('qty').notNull(),
  unitPrice: money('unit_price').notNull(),
}, (t) => [index('order_items_order_idx').on(t.orderId)]);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  note: text('note'),
  byMemberId: uuid('by_member_id').references(() => members.id),
  createdAt: createdAt(),
}, (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)]);

export const contactLeads = pgTable('contact_leads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  phone: text('phone'),
  country: text('country'),
  message: text('message').notNull(),
  source: text('source').notNull().default('contact'),
  handled: boolean('handled').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('contact_leads_created_idx').on(t.createdAt)]);
