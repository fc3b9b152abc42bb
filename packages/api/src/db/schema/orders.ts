import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_INITIAL_STATUS, ORDER_STATUSES, type SpecEntry } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { goods } from './catalog';
import { inquiries } from './inquiry';
import { statusHistoryTable } from './statusHistory';

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  inquiryId: integer('inquiry_id').references(() => inquiries.id),
  /** Moved only through the use cases (services/workflow), which check the flow and write the history. */
  status: text('status', { enum: ORDER_STATUSES }).notNull().default(ORDER_INITIAL_STATUS),
  currency: text('currency').notNull().default('USD'),
  total: money('total').notNull(),
  address: jsonb('address').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('orders_no_idx').on(t.orderNo),
  index('orders_member_idx').on(t.memberId, t.createdAt),
  index('orders_status_idx').on(t.status, t.createdAt),
  check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
]);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id),
  title: text('title').notNull(),
  spec: jsonb('spec').$type<SpecEntry[]>(),
  qty: integer('qty').notNull(),
  unitPrice: money('unit_price').notNull(),
}, (t) => [index('order_items_order_idx').on(t.orderId)]);

export const orderStatusHistory = statusHistoryTable(
  'order_status_history',
  { column: 'order_id', references: () => orders.id },
  ORDER_STATUSES,
);
