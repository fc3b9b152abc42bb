import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { THEME_NAMES } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { orders } from './orders';

/**
 * An order's money (services/payments, docs/workflows.md Payments): the buyer's payment notices, the sales team's
 * receipts and refunds, and each brand's bank details. Every row is written in the same transaction as its audit
 * row and the order's `received` / `notices_pending` counters.
 */

export const PAYMENT_NOTICE_STATES = ['to_confirm', 'confirmed', 'rejected'] as const;

/** The buyer's 'I have paid': amount, day, payer, reference and the transfer slip (slip/ folder, in order_files). */
export const paymentNotices = pgTable('payment_notices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  payer: text('payer').notNull(),
  reference: text('reference'),
  note: text('note'),
  slipKey: text('slip_key'),
  slipName: text('slip_name'),
  status: text('status', { enum: PAYMENT_NOTICE_STATES }).notNull().default('to_confirm'),
  rejectReason: text('reject_reason'),
  decidedBy: uuid('decided_by').references(() => members.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('payment_notices_order_idx').on(t.orderId, t.createdAt),
  check('payment_notices_status_check', oneOf(t.status, PAYMENT_NOTICE_STATES)),
  check('payment_notices_amount_check', sql`${t.amount} > 0`),
  check('payment_notices_decided_check', sql`(${t.status} = 'to_confirm') = (${t.decidedAt} is null)`),
]);

export const PAYMENT_RECEIPT_KINDS = ['receipt', 'refund'] as const;

/** Money the sales team recorded: a receipt (from a notice, or without one) or a refund paid back. */
export const paymentReceipts = pgTable('payment_receipts', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: PAYMENT_RECEIPT_KINDS }).notNull(),
  /** Always positive; a refund counts against what was received. */
  amount: money('amount').notNull(),
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  method: text('method').notNull(),
  note: text('note'),
  /** The notice it confirms: at most one receipt per notice, so confirming twice records it once. */
  noticeId: integer('notice_id').references(() => paymentNotices.id, { onDelete: 'set null' }),
  staffId: uuid('staff_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('payment_receipts_order_idx').on(t.orderId, t.createdAt),
  uniqueIndex('payment_receipts_notice_idx').on(t.noticeId).where(sql`${t.noticeId} is not null`),
  check('payment_receipts_kind_check', oneOf(t.kind, PAYMENT_RECEIPT_KINDS)),
  check('payment_receipts_amount_check', sql`${t.amount} > 0`),
  check('payment_receipts_refund_check', sql`${t.kind} = 'receipt' or ${t.noticeId} is null`),
]);

/** Each brand's payment instructions (theme 'default' Steelora, 'sister' Velmora), kept by staff in the console. */
export const paymentInstructions = pgTable('payment_instructions', {
  theme: text('theme', { enum: THEME_NAMES as ['default', 'sister'] }).primaryKey(),
  beneficiary: text('beneficiary').notNull(),
  bank: text('bank').notNull(),
  swift: text('swift').notNull(),
  account: text('account').notNull(),
  bankAddress: text('bank_address'),
  notes: text('notes'),
  updatedBy: uuid('updated_by').references(() => members.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('payment_instructions_theme_check', oneOf(t.theme, THEME_NAMES))]);
