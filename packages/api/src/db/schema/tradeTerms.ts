import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INCOTERMS } from '@sw/protocol';
import { createdAt, oneOf } from './columns';
import { companies } from './accounts';

/**
 * Trade terms (services/tradeTerms, services/rates): the staff-kept duty-rate and exchange-rate tables, and each
 * company's default Incoterm. Nothing is fetched from outside: staff keep the rates and say when they checked them.
 */

/** Import duty per destination (an ISO country code, or 'EU' for the union's common tariff) and HS code or heading. */
export const dutyRates = pgTable('duty_rates', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  hsCode: text('hs_code').notNull(),
  /** Percent of the customs value, e.g. 4.00. */
  rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  ratesDate: date('rates_date', { mode: 'string' }).notNull(),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('duty_rates_country_hs_idx').on(t.country, t.hsCode),
  check('duty_rates_rate_check', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
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


