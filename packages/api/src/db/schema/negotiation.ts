import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COUNTER_REASONS, LINE_ANSWER_KINDS, LINE_RESPONSE_KINDS } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { goods } from './catalog';
import { inquiryItems, quotations } from './inquiry';

/**
 * Line-level negotiation (issue 52, docs/decisions/0024-line-negotiation.md), owned by the quotation domain.
 * The desk's answers belong to one quotation version and freeze with it: a trigger (migration
 * 0032_line_negotiation) refuses any insert or update of an answer or offer of a sent quotation.
 */

/** The desk's answer to one inquiry line in one quotation: offers, a substitute (with offers) or declined. */
export const quotationLineAnswers = pgTable('quotation_line_answers', {
  id: serial('id').primaryKey(),
  quotationId: integer('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').notNull().references(() => inquiryItems.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: LINE_ANSWER_KINDS }).notNull(),
  /** A substitute: the goods proposed instead, its title and code as they were when answered. */
  substituteGoodsId: integer('substitute_goods_id').references(() => goods.id),
  substituteTitle: text('substitute_title'),
  substituteCode: text('substitute_code'),
  /** Why a substitute, or why declined: the buyer reads it. */
  reason: text('reason'),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('quotation_line_answers_line_idx').on(t.quotationId, t.itemId),
  check('quotation_line_answers_kind_check', oneOf(t.kind, LINE_ANSWER_KINDS)),
  check('quotation_line_answers_substitute_check', sql`(${t.kind} = 'substitute') = (${t.substituteGoodsId} is not null)`),
]);

/** One offer of an answer: quantity × unit price × lead time × spec, and whether more may be ordered at the price. */
export const quotationOffers = pgTable('quotation_offers', {
  id: serial('id').primaryKey(),
  answerId: integer('answer_id').notNull().references(() => quotationLineAnswers.id, { onDelete: 'cascade' }),
  /** The answer's quotation again: the freeze trigger and the version's reads need no join. */
  quotationId: integer('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
  qty: integer('qty').notNull(),
  unitPrice: money('unit_price').notNull(),
  leadTimeDays: integer('lead_time_days').notNull(),
  spec: text('spec').notNull().default(''),
  moreAtThisPrice: boolean('more_at_this_price').notNull().default(false),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('quotation_offers_answer_idx').on(t.answerId, t.sort),
  index('quotation_offers_quotation_idx').on(t.quotationId),
  check('quotation_offers_positive_check', sql`${t.qty} > 0 and ${t.unitPrice} >= 0 and ${t.leadTimeDays} > 0`),
]);

/**
 * The buyer's answer to one line of a sent version: one per line and version (the unique index is the last guard of
 * parallel acceptances). An accepted line goes into the version's order (orders.quotation_id) when placed.
 */
export const quotationLineResponses = pgTable('quotation_line_responses', {
  id: serial('id').primaryKey(),
  quotationId: integer('quotation_id').notNull().references(() => quotations.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').notNull().references(() => inquiryItems.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: LINE_RESPONSE_KINDS }).notNull(),
  offerId: integer('offer_id').references(() => quotationOffers.id),
  qty: integer('qty'),
  targetPrice: money('target_price'),
  reason: text('reason', { enum: COUNTER_REASONS }),
  text: text('text'),
  memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('quotation_line_responses_line_idx').on(t.quotationId, t.itemId),
  check('quotation_line_responses_kind_check', oneOf(t.kind, LINE_RESPONSE_KINDS)),
  check('quotation_line_responses_accept_check', sql`(${t.kind} = 'accept') = (${t.offerId} is not null)`),
  check('quotation_line_responses_reason_check', sql`${t.reason} is null or ${oneOf(t.reason, COUNTER_REASONS)}`),
]);
