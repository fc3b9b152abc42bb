import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SpecEntry } from '@sw/protocol';
import { createdAt, money } from './columns';
import { members } from './accounts';
import { goods } from './catalog';
import { inquiries } from './inquiry';

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

