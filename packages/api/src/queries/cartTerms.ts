import { mergeQuantityRules, NO_QUANTITY_RULE, type PriceResolution, type QuantityRule } from '@sw/protocol';
import type { Reader } from '../db/client';
import type { CartTerms, CartTermsLoader } from '../services/cart';
import { companyMaySee, loadCategoryIndex, visibilityRows } from '../services/catalog';
import { lineQuantityOverrides, priceKey, quantityRulesOf } from '../services/priceLists';
import { companyCatalogueOf } from './memberCatalog';
import { resolvePrices } from './companyPrices';

/**
 * The buyer's company's terms of the goods in a cart (issue 51, docs/decisions/0020): whether it may see them
 * (exclusives, assortment), their quantity rule (the goods' own with the override of the list line that prices the
 * goods) and their prices today. Read across catalog and priceLists, read only; the cart's changes take them as a
 * CartTermsLoader. A member without a company (staff) sees the shared catalogue and the goods' own rules.
 */

export interface CartTermsRead extends CartTerms {
  /** The company's price of the goods' specification (else of the goods); undefined without a company. */
  priceOf(goodsId: number, specId: number | null): PriceResolution | undefined;
}

type Item = { goodsId: number; specId: number | null };

export async function readCartTerms(db: Reader, companyId: string | null, items: readonly Item[], day: string): Promise<CartTermsRead> {
  const goodsIds = [...new Set(items.map((item) => item.goodsId))];
  const [index, rows, rules] = [await loadCategoryIndex(db), await visibilityRows(db, goodsIds), await quantityRulesOf(db, goodsIds)];
  const catalogue = companyId ? await companyCatalogueOf(db, companyId) : { exclusiveGoodsIds: [], assortment: null };
  // Withdrawn goods are the cart's own answer (the line stays, to be removed): visibility here is the company's alone.
  const seen = new Set(rows.filter((row) => companyMaySee(index, catalogue, { ...row, status: 1 })).map((row) => row.id));
  let prices = new Map<string, PriceResolution>();
  let overrides = new Map<number, Partial<QuantityRule>>();
  if (companyId && goodsIds.length) {
    const wanted = new Map([...items, ...goodsIds.map((goodsId) => ({ goodsId, specId: null }))].map((item) => [priceKey(item.goodsId, item.specId), item]));
    prices = await resolvePrices(db, companyId, [...wanted.values()], day);
    const lineIds = goodsIds.flatMap((id) => {
      const source = prices.get(priceKey(id, null))?.source;
      return source?.kind === 'list' ? [source.lineId] : [];
    });
    overrides = await lineQuantityOverrides(db, lineIds);
  }
  const priceOf = (goodsId: number, specId: number | null) => prices.get(priceKey(goodsId, specId)) ?? prices.get(priceKey(goodsId, null));
  return {
    maySee: (goodsId) => seen.has(goodsId),
    ruleOf: (goodsId) => {
      const source = prices.get(priceKey(goodsId, null))?.source;
      return mergeQuantityRules(rules.get(goodsId) ?? NO_QUANTITY_RULE, source?.kind === 'list' ? (overrides.get(source.lineId) ?? null) : null);
    },
    pricedBy: (goodsId, specId) => {
      const source = priceOf(goodsId, specId)?.source;
      return source?.kind === 'list' ? { listId: source.listId, version: source.version } : null;
    },
    priceOf,
  };
}

/** The loader the cart's changes take, for the signed-in member's company on the day. */
export const cartTermsLoader = (companyId: string | null, day: string): CartTermsLoader => (db, items) => readCartTerms(db, companyId, items, day);
