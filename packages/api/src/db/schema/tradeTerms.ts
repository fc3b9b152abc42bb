import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DUTY_KINDS, FREIGHT_MODES, INCOTERMS } from '@sw/protocol';
import { createdAt, money, oneOf } from './columns';
import { companies } from './accounts';

/**
 * Trade terms (services/tradeTerms, services/rates): the staff-kept duty-rate and exchange-rate tables, and each
 * company's default Incoterm. Nothing is fetched from outside: staff keep the rates and say when they checked them.
 */

/**
 * The duty table per destination (an ISO country code, or 'EU' for the union's common tariff): the general import duty
 * per HS code or heading; additional duties on goods of one origin (US Section 301 on Chinese goods); and fees per
 * entry for every code, with their least and most in the catalogue's currency and, for some, one freight mode (the US
 * Harbor Maintenance Fee on sea freight).
 */
export const dutyRates = pgTable('duty_rates', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: DUTY_KINDS }).notNull().default('duty'),
  country: text('country').notNull(),
  /** Null for a fee (every code). */
  hsCode: text('hs_code'),
  origin: text('origin'),
  mode: text('mode', { enum: FREIGHT_MODES }),
  label: text('label'),
  /** Percent of the customs value, e.g. 4.0000 or 0.3464. */
  rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
  minimum: money('minimum'),
  maximum: money('maximum'),
  ratesDate: date('rates_date', { mode: 'string' }).notNull(),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('duty_rates_row_idx').on(t.country, t.kind, sql`coalesce(${t.hsCode}, '')`, sql`coalesce(${t.origin}, '')`, sql`coalesce(${t.mode}, '')`, sql`coalesce(${t.label}, '')`),
  check('duty_rates_rate_check', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  check('duty_rates_kind_check', sql`${oneOf(t.kind, DUTY_KINDS)} and (${t.kind} = 'fee') = (${t.hsCode} is null) and (${t.kind} = 'additional') = (${t.origin} is not null)`),
  check('duty_rates_fee_check', sql`${t.kind} = 'fee' or (${t.mode} is null and ${t.minimum} is null and ${t.maximum} is null)`),
]);

/** Units of `currency` for one unit of the catalogue's currency (USD), as of `rateDate`; the newest date is current. */
export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  currency: text('currency').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
  rateDate: date('rate_date', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('exchange_rates_currency_day_idx').on(t.currency, t.rateDate),
  check('exchange_rates_rate_check', sql`${t.rate} > 0`),
]);

/** A company's default Incoterm: new quotations for its inquiries start from it. */
export const companyTradeDefaults = pgTable('company_trade_defaults', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  incoterm: text('incoterm', { enum: INCOTERMS }).notNull(),
  place: text('place'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('company_trade_defaults_incoterm_check', oneOf(t.incoterm, INCOTERMS))]);

export type DutyRateRecord = typeof dutyRates.$inferSelect;
export type ExchangeRateRecord = typeof exchangeRates.$inferSelect;


