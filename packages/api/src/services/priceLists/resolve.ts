import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { CATALOGUE_CURRENCY, resolvePrice, type PriceResolution, type ResolvableGoods, type ResolvableList } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { priceListCompanies, priceListLines, priceLists } from '../../db/schema';
import { listFacts, type PriceListFacts } from './lists';
import { resolvableLine } from './lines';

/**
 * The company's prices for goods on a day (issue 51, docs/decisions/0020): at most three reads, each one index range,
 * then the pure rule (protocol/priceLists/resolve.ts) per goods:
 * 1. the company's lists that apply on the day (price_list_companies by company, joined to price_lists);
 * 2. those lists' lines on these specifications, goods, their categories, or all goods (the lines' target indexes);
 * 3. the exchange rate of the day for a list currency other than the catalogue's (`rateOf`, the rates domain's, which
 *    the caller passes: one small read per currency).
 * A company with no list that applies reads one row range and answers the catalogue's prices.
 */

/** The company's lists that apply on the day, with their facts (minimums, version). */
export async function companyListsOn(db: Reader, companyId: string, day: string): Promise<PriceListFacts[]> {
  const rows = await db.select({ list: priceLists }).from(priceListCompanies)
    .innerJoin(priceLists, eq(priceLists.id, priceListCompanies.priceListId))
    .where(and(
      eq(priceListCompanies.companyId, companyId),
      or(isNull(priceLists.validFrom), lte(priceLists.validFrom, day)),
      or(isNull(priceLists.validUntil), gte(priceLists.validUntil, day)),
    ));
  return rows.map((row) => listFacts(row.list)).sort((a, b) => b.priority - a.priority || a.id - b.id);
}

/** Each goods' price for the company on the day, keyed by goods id (with its specification: `${goodsId}:${specId}`). */
export async function resolveCompanyPrices(
  db: Reader, companyId: string, goods: readonly ResolvableGoods[], day: string, rateOf: (currency: string) => Promise<string | null>,
): Promise<Map<string, PriceResolution>> {
  const lists = goods.length ? await companyListsOn(db, companyId, day) : [];
  const resolvable: ResolvableList[] = lists.map((list) => ({ ...list, lines: [] }));
  const rates: Record<string, string> = {};
  if (lists.length) {
    const specIds = goods.flatMap((g) => (g.specId === null ? [] : [g.specId]));
    const categoryIds = [...new Set(goods.flatMap((g) => g.categoryPath))];
    const rows = await db.select().from(priceListLines).where(and(
      inArray(priceListLines.priceListId, lists.map((l) => l.id)),
      or(
        eq(priceListLines.scope, 'all'),
        inArray(priceListLines.goodsId, goods.map((g) => g.goodsId)),
        specIds.length ? inArray(priceListLines.specId, specIds) : undefined,
        categoryIds.length ? inArray(priceListLines.categoryId, categoryIds) : undefined,
      ),
    ));
    const byList = new Map(resolvable.map((list) => [list.id, list]));
    for (const row of rows) (byList.get(row.priceListId)!.lines as ReturnType<typeof resolvableLine>[]).push(resolvableLine(row));
    for (const currency of new Set(lists.map((l) => l.currency).filter((c) => c !== CATALOGUE_CURRENCY))) {
      const rate = await rateOf(currency);
      if (rate !== null) rates[currency] = rate;
    }
  }
  return new Map(goods.map((g) => [priceKey(g.goodsId, g.specId), resolvePrice(resolvable, g, day, rates)]));
}

export const priceKey = (goodsId: number, specId: number | null): string => (specId === null ? `${goodsId}` : `${goodsId}:${specId}`);
