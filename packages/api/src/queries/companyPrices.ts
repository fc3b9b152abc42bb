import { asc, inArray } from 'drizzle-orm';
import type { MinorTier, PriceResolution } from '@sw/protocol';
import type { Reader } from '../db/client';
import { categories, goods, priceTiers } from '../db/schema';
import { priceKey, resolveCompanyPrices } from '../services/priceLists';
import { currentExchangeRate } from '../services/rates';

/**
 * A company's prices for goods on a day (issue 51, docs/decisions/0020): the catalogue's side (each goods' category
 * and tiers, and the category tree, a few dozen rows) and the day's exchange rates (services/rates) read here, across
 * domains and read only; the company's lists and the rule are the priceLists domain's. Answers by `priceKey(goodsId, specId)`; a goods the catalogue does not have is
 * left out.
 */
export async function resolvePrices(
  db: Reader, companyId: string, wanted: readonly (number | { goodsId: number; specId: number | null })[], day: string,
): Promise<Map<string, PriceResolution>> {
  const items = wanted.map((w) => (typeof w === 'number' ? { goodsId: w, specId: null } : w));
  const ids = [...new Set(items.map((i) => i.goodsId))];
  if (!ids.length) return new Map();
  const [goodsRows, tierRows, categoryRows] = await Promise.all([
    db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, ids)),
    db.select({ goodsId: priceTiers.goodsId, minQty: priceTiers.minQty, price: priceTiers.price }).from(priceTiers).where(inArray(priceTiers.goodsId, ids)).orderBy(asc(priceTiers.minQty)),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const parentOf = new Map(categoryRows.map((c) => [c.id, c.parentId]));
  // Its own category first, then each parent up (bounded: a cycle made by hand must not hang a request).
  const pathOf = (id: number): number[] => {
    const path: number[] = [];
    for (let at: number | null | undefined = id; at != null && path.length < 10; at = parentOf.get(at)) path.push(at);
    return path;
  };
  const tiersOf = new Map<number, MinorTier[]>();
  for (const t of tierRows) tiersOf.set(t.goodsId, [...(tiersOf.get(t.goodsId) ?? []), { minQty: t.minQty, price: t.price }]);
  const categoryOf = new Map(goodsRows.map((g) => [g.id, g.categoryId]));
  const known = items.filter((i) => categoryOf.has(i.goodsId));
  const resolved = await resolveCompanyPrices(db, companyId, known.map((i) => ({
    goodsId: i.goodsId, specId: i.specId, categoryPath: pathOf(categoryOf.get(i.goodsId)!), catalogueTiers: tiersOf.get(i.goodsId) ?? [],
  })), day, async (currency) => (await currentExchangeRate(db, currency, day))?.rate ?? null);
  return new Map(known.map((i) => [priceKey(i.goodsId, i.specId), resolved.get(priceKey(i.goodsId, i.specId))!]));
}
