import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { goods } from './catalog';
import { orderItems, orders } from './orders';

/**
 * The catalogue-wide sample rules the sales team sets (one row, id 1): a goods without its own sample price costs
 * `rulePercent` % of its highest tier price per piece, never less than `ruleMinimum`; a sample order promises to ship
 * `leadDays` after it is paid; its fees come back on the company's first bulk order of the goods within
 * `creditWindowDays` of the sample order.
 */
export const sampleSettings = pgTable('sample_settings', {
  id: smallint('id').primaryKey().default(1),
  rulePercent: integer('rule_percent').notNull().default(200),
  ruleMinimum: money('rule_minimum').notNull().default(sql`5`),
  leadDays: integer('lead_days').notNull().default(7),
  creditWindowDays: integer('credit_window_days').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('sample_settings_one_row_check', sql`${t.id} = 1`),
  check('sample_settings_rule_check', sql`${t.rulePercent} between 1 and 1000 and ${t.ruleMinimum} >= 0`),
  check('sample_settings_days_check', sql`${t.leadDays} between 1 and 365 and ${t.creditWindowDays} between 1 and 730`),
]);

/**
 * A sample order line's fee taken back on a bulk order. The sample line is the key, so a fee is credited once, even
 * when two bulk orders are placed at the same moment (the second insert conflicts and takes nothing).
 */
export const sampleCredits = pgTable('sample_credits', {
  sampleItemId: integer('sample_item_id').primaryKey().references(() => orderItems.id, { onDelete: 'cascade' }),
  sampleOrderId: integer('sample_order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  bulkOrderId: integer('bulk_order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  amount: money('amount').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('sample_credits_bulk_idx').on(t.bulkOrderId),
  index('sample_credits_sample_idx').on(t.sampleOrderId),
  check('sample_credits_amount_check', sql`${t.amount} > 0`),
]);
