import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_PROBLEM_KINDS } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { members } from './accounts';
import { INQUIRY_MESSAGE_SIDES } from './inquiry';
import { orders } from './orders';

/**
 * The order's conversation (services/order/messages.ts): buyer–sales messages with files, read times per side, and
 * the buyer's problem reports after delivery. Attached files are registered in order_files too (who may read them).
 */
export const orderMessages = pgTable('order_messages', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => members.id, { onDelete: 'set null' }),
  authorSide: text('author_side', { enum: INQUIRY_MESSAGE_SIDES }).notNull(),
  body: text('body').notNull().default(''),
  /** Storage keys of attached files (message/ folder), described by their uploads rows. */
  fileKeys: jsonb('file_keys').$type<string[]>().notNull().default([]),
  readByBuyerAt: timestamp('read_by_buyer_at', { withTimezone: true }),
  readByStaffAt: timestamp('read_by_staff_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('order_messages_thread_idx').on(t.orderId, t.createdAt),
  // What each side has not read yet (the order lists' counters).
  index('order_messages_unread_by_buyer_idx').on(t.orderId).where(sql`${t.authorSide} = 'staff' and ${t.readByBuyerAt} is null`),
  index('order_messages_unread_by_staff_idx').on(t.orderId).where(sql`${t.authorSide} = 'buyer' and ${t.readByStaffAt} is null`),
  check('order_messages_side_check', oneOf(t.authorSide, INQUIRY_MESSAGE_SIDES)),
  check('order_messages_not_empty_check', sql`length(${t.body}) > 0 or jsonb_array_length(${t.fileKeys}) > 0`),
]);

/** One line a problem report names: the order line's id, and the pieces affected when the buyer said. */
export interface ProblemLineRef {
  lineId: number;
  qty: number | null;
}

/**
 * A buyer's problem report: the facts beside its flagged message (whose body is the description, whose files the
 * photos). Open until the sales team resolves it with a note.
 */
export const orderProblems = pgTable('order_problems', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  messageId: integer('message_id').notNull().references(() => orderMessages.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ORDER_PROBLEM_KINDS }).notNull(),
  lines: jsonb('lines').$type<ProblemLineRef[]>().notNull().default([]),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: uuid('resolved_by').references(() => members.id, { onDelete: 'set null' }),
  resolution: text('resolution'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('order_problems_message_idx').on(t.messageId),
  index('order_problems_order_idx').on(t.orderId, t.createdAt),
  // The desk's 'problems reported' filter and counters: open reports by order.
  index('order_problems_open_idx').on(t.orderId).where(sql`${t.resolvedAt} is null`),
  // The activity log's resolutions, by order.
  index('order_problems_resolved_idx').on(t.orderId, t.resolvedAt).where(sql`${t.resolvedAt} is not null`),
  check('order_problems_kind_check', oneOf(t.kind, ORDER_PROBLEM_KINDS)),
  check('order_problems_resolved_check', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
]);
