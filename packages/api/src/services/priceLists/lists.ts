import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { formatMinor, hasAtMostDigits, parseMinor, fitsMoneyColumn, QUOTATION_CURRENCIES, RES, type QuotationCurrency } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { priceListCompanies, priceListLines, priceLists, type PriceListRecord } from '../../db/schema';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';

/**
 * Price lists themselves (issue 51): name, currency, days, priority, minimums, and the companies assigned. Every
 * writer takes the caller's transaction and answers the values before and after, for the audit trail the console's
 * workflow records (docs/decisions/0020); every change bumps the list's version.
 */

export interface PriceListInput {
  name: string;
  currency: QuotationCurrency;
  /** 'YYYY-MM-DD', both inclusive; null open. */
  validFrom: string | null;
  validUntil: string | null;
  priority: number;
  /** Decimal text in the list's currency ('500.00'); null asks for none. */
  firstOrderMinimum: string | null;
  reorderMinimum: string | null;
}

/** The list's terms: one shape with the console's answers (protocol types/priceLists.ts). */
export type { PriceListFacts } from '@sw/protocol';
import type { PriceListFacts } from '@sw/protocol';

export interface Change<T> {
  before: T | null;
  after: T;
}

export const NAME_MAX = 120;
export const PRIORITY_MAX = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const listFacts = (row: PriceListRecord): PriceListFacts => ({
  id: row.id, name: row.name, currency: row.currency, validFrom: row.validFrom, validUntil: row.validUntil, priority: row.priority, version: row.version,
  firstOrderMinimum: row.firstOrderMinimum === null ? null : formatMinor(row.firstOrderMinimum),
  reorderMinimum: row.reorderMinimum === null ? null : formatMinor(row.reorderMinimum),
});

function minimumOf(field: string, text: string | null): bigint | null {
  if (text === null || text.trim() === '') return null;
  const minor = parseMinor(text);
  if (minor === null || !hasAtMostDigits(text) || minor < 0n || !fitsMoneyColumn(minor)) throw invalid(`${field}: an amount of 0 or more with at most two decimals, such as 500.00.`);
  return minor;
}

function validDay(field: string, day: string | null): string | null {
  if (day === null) return null;
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw invalid(`${field}: a day such as 2027-03-01.`);
  return day;
}

/** The row's values from the input, refused in words when a field is not one. */
export function listValues(input: PriceListInput) {
  const name = input.name.trim();
  if (!name || name.length > NAME_MAX) throw invalid(`name: 1 to ${NAME_MAX} characters.`);
  if (!(QUOTATION_CURRENCIES as readonly string[]).includes(input.currency)) throw invalid(`currency: one of ${QUOTATION_CURRENCIES.join(', ')}.`);
  if (!Number.isSafeInteger(input.priority) || input.priority < 0 || input.priority > PRIORITY_MAX) throw invalid(`priority: a whole number from 0 to ${PRIORITY_MAX}.`);
  const validFrom = validDay('validFrom', input.validFrom);
  const validUntil = validDay('validUntil', input.validUntil);
  if (validFrom && validUntil && validFrom > validUntil) throw invalid('validUntil: the last day is on or after the first day.');
  return {
    name, currency: input.currency, validFrom, validUntil, priority: input.priority,
    firstOrderMinimum: minimumOf('firstOrderMinimum', input.firstOrderMinimum), reorderMinimum: minimumOf('reorderMinimum', input.reorderMinimum),
  };
}

export async function lockPriceList(tx: Reader, id: number): Promise<PriceListRecord> {
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
  if (!row) throw new ApiError(RES.NOT_FOUND, 'This price list was not found: it may have been deleted. Please reload the page.');
  return row;
}

/** The next version of a list whose lines changed (in the writing transaction, so a line never outlives its version). */
export async function bumpVersion(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.update(priceLists).set({ version: sql`${priceLists.version} + 1`, updatedAt: new Date() }).where(eq(priceLists.id, id)).returning({ version: priceLists.version });
  return row!.version;
}

const nameTaken = (error: unknown) => pgErrorCode(error) === PG_UNIQUE_VIOLATION ? new ApiError(RES.CONFLICT, 'Another price list has this name: please choose another.') : error;

/** Creates a list (id absent) or changes one: a change of currency is refused once the list has lines priced in it. */
export async function savePriceList(tx: Tx, input: PriceListInput & { id?: number }): Promise<Change<PriceListFacts>> {
  const values = listValues(input);
  try {
    if (input.id === undefined) {
      const [row] = await tx.insert(priceLists).values(values).returning();
      return { before: null, after: listFacts(row!) };
    }
    const before = await lockPriceList(tx, input.id);
    if (before.currency !== values.currency) {
      await refuseFixedPricesInCurrency(tx, before);
      await refuseMixedCurrency(tx, before.id, values.currency, null);
    }
    const [row] = await tx.update(priceLists).set({ ...values, version: before.version + 1, updatedAt: new Date() }).where(eq(priceLists.id, before.id)).returning();
    return { before: listFacts(before), after: listFacts(row!) };
  } catch (error) {
    throw nameTaken(error);
  }
}

/** Fixed tiers are in the list's currency: changing it would reprice them silently. */
async function refuseFixedPricesInCurrency(tx: Reader, list: PriceListRecord): Promise<void> {
  const [fixed] = await tx.select({ id: priceListLines.id }).from(priceListLines).where(and(eq(priceListLines.priceListId, list.id), isNotNull(priceListLines.tiers))).limit(1);
  if (fixed) throw new ApiError(RES.CONFLICT, `"${list.name}" has fixed prices in ${list.currency}: its currency cannot change. Make a new list in the other currency instead.`);
}

/**
 * A company pays in one currency: a list is not assigned to a company that has a list in another currency (checked
 * on assignment, and on a list's change of currency for the companies it already has).
 */
async function refuseMixedCurrency(tx: Reader, listId: number, currency: QuotationCurrency, companyIds: readonly string[] | null): Promise<void> {
  const companies = companyIds ?? (await tx.select({ id: priceListCompanies.companyId }).from(priceListCompanies).where(eq(priceListCompanies.priceListId, listId))).map((r) => r.id);
  if (!companies.length) return;
  const [other] = await tx.select({ name: priceLists.name, currency: priceLists.currency }).from(priceListCompanies)
    .innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
    .where(and(inArray(priceListCompanies.companyId, [...companies]), ne(priceLists.id, listId), ne(priceLists.currency, currency)))
    .limit(1);
  if (other) throw new ApiError(RES.CONFLICT, `A company of this list also has "${other.name}" in ${other.currency}: a company's lists share one currency.`);
}

/** Sets the companies a list is assigned to (the whole set); answers the sets before and after. */
export async function assignPriceList(tx: Tx, listId: number, companyIds: readonly string[]): Promise<Change<{ companyIds: string[] }>> {
  const list = await lockPriceList(tx, listId);
  const wanted = [...new Set(companyIds)].sort();
  const before = (await tx.select({ id: priceListCompanies.companyId }).from(priceListCompanies).where(eq(priceListCompanies.priceListId, list.id))).map((r) => r.id).sort();
  const added = wanted.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !wanted.includes(id));
  await refuseMixedCurrency(tx, list.id, list.currency, added);
  if (removed.length) await tx.delete(priceListCompanies).where(and(eq(priceListCompanies.priceListId, list.id), inArray(priceListCompanies.companyId, removed)));
  try {
    if (added.length) await tx.insert(priceListCompanies).values(added.map((companyId) => ({ priceListId: list.id, companyId })));
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new ApiError(RES.NOT_FOUND, 'One of these companies was not found: it may have been deleted. Please reload the page.');
    throw error;
  }
  // The version names a set of prices (what a line freezes); who the list is assigned to is not one of them.
  return { before: { companyIds: before }, after: { companyIds: wanted } };
}

export async function getPriceList(db: Reader, id: number): Promise<PriceListFacts | null> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id)).limit(1);
  return row ? listFacts(row) : null;
}
