import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_INITIAL_STATUS, INQUIRY_STATUSES, type LineCustomization } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { goods, goodsSpecs } from './catalog';
import { uploads } from './files';
import { statusHistoryTable } from './statusHistory';

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  inquiryNo: text('inquiry_no').notNull(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** 0 quick quotation, 1 precise quotation. */
  mode: integer('mode').notNull().default(0),
  /** Moved only through the use cases (services/workflow), which check the flow and write the history. */
  status: text('status', { enum: INQUIRY_STATUSES }).notNull().default(INQUIRY_INITIAL_STATUS),
  remark: text('remark'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('inquiries_no_idx').on(t.inquiryNo),
  index('inquiries_member_idx').on(t.memberId, t.createdAt),
  index('inquiries_status_idx').on(t.status, t.createdAt),
  check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
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
  qty: integer('qty').notNull(),
  customInfo: jsonb('custom_info').$type<LineCustomization>(),
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
  check('inquiry_messages_side_check', oneOf(t.authorSide, INQUIRY_MESSAGE_SIDES)),
  check('inquiry_messages_not_empty_check', sql`length(${t.body}) > 0 or jsonb_array_length(${t.fileKeys}) > 0`),
]);
