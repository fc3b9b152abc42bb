import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRICE_LINE_SCOPES, PRICE_LIST_ROUNDINGS, QUOTATION_CURRENCIES } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { companies } from './accounts';
import { categories, goods, goodsSpecs } from './catalog';

/**
 * Company price lists (issue 51, services/priceLists, docs/decisions/0020): a company's own prices, quantity rules,
 * minimums and assortment. Sized for 100,000 goods, 200 lists and 2,000 companies: every read the resolution makes
 * starts from a company (price_list_companies by company) or a list and a target (price_list_lines by list and goods,
 * specification or category), so each is one index range.
 */

/**
 * A price list: its currency (a quotation currency the exchange-rate table knows), its days (both inclusive, null
 * open), its priority (higher wins), its version (bumped with every change of the list or its lines, and recorded on
 * the lines it prices, so a later change never changes what was quoted), and its order minimums in its currency.
 */
export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency', { enum: QUOTATION_CURRENCIES }).notNull(),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  priority: integer('priority').notNull().default(0),
  version: integer('version').notNull().default(1),
  firstOrderMinimum: money('first_order_minimum'),
  reorderMinimum: money('reorder_minimum'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('price_lists_name_idx').on(sql`lower(${t.name})`),
  check('price_lists_currency_check', oneOf(t.currency, QUOTATION_CURRENCIES)),
  check('price_lists_days_check', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
  check('price_lists_version_check', sql`${t.version} >= 1`),
  check('price_lists_minimums_check', sql`coalesce(${t.firstOrderMinimum}, 0) >= 0 and coalesce(${t.reorderMinimum}, 0) >= 0`),
]);

/** A fixed tier of a line, in the list's currency: the price as exact decimal text ('3.10'). */
export interface PriceListTierValue {
  minQty: number;
  price: string;
}

/**
 * One line of a list: what it prices (a specification, a goods, a category with its subcategories, or all goods) and
 * how (fixed tiers in the list's currency, or a rule on the catalogue's tiers with a rounding), and the quantity rule
 * it sets over the goods' own (each null field keeps the goods'). One line per target in a list.
 */
export const priceListLines = pgTable('price_list_lines', {
  id: serial('id').primaryKey(),
  priceListId: integer('price_list_id').notNull().references(() => priceLists.id, { onDelete: 'cascade' }),
  scope: text('scope', { enum: PRICE_LINE_SCOPES }).notNull(),
  goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
  specId: integer('spec_id').references(() => goodsSpecs.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  /** Fixed tiers, minQty ascending; null for a rule. */
  tiers: jsonb('tiers').$type<PriceListTierValue[]>(),
  /** A rule: catalogue + adjustPercent % ('-12.00'), rounded; null for fixed tiers. */
  adjustPercent: numeric('adjust_percent', { precision: 6, scale: 2 }),
  rounding: text('rounding', { enum: PRICE_LIST_ROUNDINGS }),
  minQty: integer('min_qty'),
  maxQty: integer('max_qty'),
  increment: integer('increment'),
  mixAndMatch: boolean('mix_and_match'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // One line per target in a list; the same indexes serve the resolution's lookups by list and target.
  uniqueIndex('price_list_lines_goods_idx').on(t.priceListId, t.goodsId).where(sql`${t.scope} = 'goods'`),
  uniqueIndex('price_list_lines_spec_idx').on(t.priceListId, t.specId).where(sql`${t.scope} = 'spec'`),
  uniqueIndex('price_list_lines_category_idx').on(t.priceListId, t.categoryId).where(sql`${t.scope} = 'category'`),
  uniqueIndex('price_list_lines_all_idx').on(t.priceListId).where(sql`${t.scope} = 'all'`),
  // The cascades delete by target.
  index('price_list_lines_goods_target_idx').on(t.goodsId),
  index('price_list_lines_spec_target_idx').on(t.specId),
  index('price_list_lines_category_target_idx').on(t.categoryId),
  check('price_list_lines_scope_check', sql`${oneOf(t.scope, PRICE_LINE_SCOPES)} and case ${t.scope}
    when 'spec' then ${t.specId} is not null and ${t.goodsId} is null and ${t.categoryId} is null
    when 'goods' then ${t.goodsId} is not null and ${t.specId} is null and ${t.categoryId} is null
    when 'category' then ${t.categoryId} is not null and ${t.goodsId} is null and ${t.specId} is null
    else ${t.goodsId} is null and ${t.specId} is null and ${t.categoryId} is null end`),
  check('price_list_lines_how_check', sql`(${t.tiers} is null) = (${t.adjustPercent} is not null) and (${t.adjustPercent} is null) = (${t.rounding} is null)`),
  check('price_list_lines_rounding_check', sql`${t.rounding} is null or ${oneOf(t.rounding, PRICE_LIST_ROUNDINGS)}`),
  check('price_list_lines_percent_check', sql`${t.adjustPercent} is null or (${t.adjustPercent} > -100 and ${t.adjustPercent} <= 1000)`),
  check('price_list_lines_quantity_check', sql`coalesce(${t.minQty}, 1) >= 1 and coalesce(${t.maxQty}, 1) >= 1 and coalesce(${t.increment}, 1) >= 1`),
]);

/** Which companies a list is assigned to; the resolution starts here, by company. */
export const priceListCompanies = pgTable('price_list_companies', {
  priceListId: integer('price_list_id').notNull().references(() => priceLists.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.companyId, t.priceListId] }), index('price_list_companies_list_idx').on(t.priceListId)]);

/** A goods' own quantity rule (none: any whole quantity, from the goods' MOQ as today); a list's line may override it. */
export const goodsQuantityRules = pgTable('goods_quantity_rules', {
  goodsId: integer('goods_id').primaryKey().references(() => goods.id, { onDelete: 'cascade' }),
  minQty: integer('min_qty'),
  maxQty: integer('max_qty'),
  increment: integer('increment'),
  mixAndMatch: boolean('mix_and_match').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('goods_quantity_rules_check', sql`coalesce(${t.minQty}, 1) >= 1 and coalesce(${t.maxQty}, 1) >= 1 and coalesce(${t.increment}, 1) >= 1`),
]);

/**
 * Exclusive goods: a goods with any row here is visible to these companies alone (a private-label design); every
 * other company, visitors, search, the sitemap and the feed never show it. By goods for "may this company see it",
 * by company for "its exclusives".
 */
export const goodsExclusives = pgTable('goods_exclusives', {
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.goodsId, t.companyId] }), index('goods_exclusives_company_idx').on(t.companyId, t.goodsId)]);

/**
 * A company's assortment: a company with no row sees all goods; with rows, only the chosen categories (with their
 * subcategories) and goods. Exactly one of category and goods per row.
 */
export const companyAssortment = pgTable('company_assortment', {
  id: serial('id').primaryKey(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('company_assortment_row_idx').on(t.companyId, sql`coalesce(${t.categoryId}, 0)`, sql`coalesce(${t.goodsId}, 0)`),
  index('company_assortment_goods_idx').on(t.goodsId),
  index('company_assortment_category_idx').on(t.categoryId),
  check('company_assortment_one_check', sql`(${t.categoryId} is null) <> (${t.goodsId} is null)`),
]);

export type PriceListRecord = typeof priceLists.$inferSelect;
export type PriceListLineRecord = typeof priceListLines.$inferSelect;
