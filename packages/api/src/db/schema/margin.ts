import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES, MARGIN_FLOOR_SCOPES } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { members } from './accounts';
import { categories, goods, goodsSpecs } from './catalog';
import { inquiries, quotations } from './inquiry';

/**
 * The margin floor (issue 52, point 6; services/margin, services/quotation/approval.ts). Staff-only data: no buyer or
 * visitor answer reads these tables (docs/security.md, Margin floor).
 */

/** A goods' cost per piece in the catalogue's currency (USD), or one specification's (spec_id set), which wins. */
export const goodsCosts = pgTable('goods_costs', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  specId: integer('spec_id').references(() => goodsSpecs.id, { onDelete: 'cascade' }),
  cost: money('cost').notNull(),
  updatedBy: uuid('updated_by').references(() => members.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('goods_costs_goods_idx').on(t.goodsId).where(sql`${t.specId} is null`),
  uniqueIndex('goods_costs_spec_idx').on(t.specId).where(sql`${t.specId} is not null`),
  index('goods_costs_goods_spec_idx').on(t.goodsId, t.specId),
  check('goods_costs_cost_check', sql`${t.cost} >= 0`),
]);

/** A floor margin in percent of the price: the default (one row), a category's or a goods' own. */
export const marginFloors = pgTable('margin_floors', {
  id: serial('id').primaryKey(),
  scope: text('scope', { enum: MARGIN_FLOOR_SCOPES }).notNull(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
  percent: numeric('percent', { precision: 4, scale: 2 }).notNull(),
  updatedBy: uuid('updated_by').references(() => members.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('margin_floors_default_idx').on(t.scope).where(sql`${t.scope} = 'default'`),
  uniqueIndex('margin_floors_category_idx').on(t.categoryId).where(sql`${t.categoryId} is not null`),
  uniqueIndex('margin_floors_goods_idx').on(t.goodsId).where(sql`${t.goodsId} is not null`),
  check('margin_floors_scope_check', oneOf(t.scope, MARGIN_FLOOR_SCOPES)),
  check('margin_floors_target_check', sql`(${t.scope} = 'category') = (${t.categoryId} is not null) and (${t.scope} = 'goods') = (${t.goodsId} is not null)`),
  check('margin_floors_percent_check', sql`${t.percent} >= 0 and ${t.percent} < 100`),
]);

/**
 * A sales person's request to send a draft below its floor, and the manager's decision. At most one pending per
 * draft; a decided one stays as the record of who passed the floor and why.
 */
export const quotationApprovals = pgTable('quotation_approvals', {
  id: serial('id').primaryKey(),
  inquiryId: integer('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
  status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
  askedBy: uuid('asked_by').notNull().references(() => members.id),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  note: text('note'),
  decidedBy: uuid('decided_by').references(() => members.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionNote: text('decision_note'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('quotation_approvals_pending_idx').on(t.quotationId).where(sql`${t.status} = 'pending'`),
  index('quotation_approvals_inquiry_idx').on(t.inquiryId, t.id),
  index('quotation_approvals_status_idx').on(t.status, t.askedAt),
  check('quotation_approvals_status_check', oneOf(t.status, APPROVAL_STATUSES)),
  check('quotation_approvals_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
]);
