import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { members } from './accounts';
import { goods, goodsSpecs } from './catalog';
import { uploads } from './files';

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

