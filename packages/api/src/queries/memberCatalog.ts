import type { SQL } from 'drizzle-orm';
import {
  currencyDigits, formatMinor, priceSourceText, type GoodsPage, type MemberGoodsDetail, type MemberPrice, type MemberPrices, type MemberPriceTier,
  type MinorTier, type NewDesignPictures, type PriceResolution,
} from '@sw/protocol';
import type { MemberPricesQuery } from '@sw/protocol/schemas/companyCatalog';
import type { Db, Reader } from '../db/client';
import { notFound } from '../lib/errors';
import {
  companyMaySee, companyVisibility, isSharedCatalogue, listGoods, loadCategoryIndex, newDesignPictures, visibilityRows, type CompanyCatalogue,
} from '../services/catalog';
import { assortmentOf, exclusivesOfCompany } from '../services/priceLists';
import { resolvePrices } from './companyPrices';
import { goodsDetail } from './goodsDetail';

/**
 * A signed-in company's own catalogue (issue 51, docs/decisions/0020, "Cached"): its prices with why, the goods it may
 * not see, its own page of a list and its exclusive goods. Member-only reads, answered `private, no-store` and never
 * through the shared answer cache, the page cache or Redis: the shared answers hold only what a visitor may see.
 */

/** The company's exclusives and assortment (two index ranges by company). */
export async function companyCatalogueOf(db: Reader, companyId: string): Promise<CompanyCatalogue> {
  const exclusiveGoodsIds = await exclusivesOfCompany(db, companyId);
  const assortment = await assortmentOf(db, companyId);
  return { exclusiveGoodsIds, assortment };
}

/** Each tier up to the next one's quantity. */
function tierRows(tiers: readonly MinorTier[], currency: string): MemberPriceTier[] {
  const digits = currencyDigits(currency);
  return tiers.map((tier, i) => ({ minQty: tier.minQty, maxQty: tiers[i + 1] ? tiers[i + 1]!.minQty - 1 : null, price: formatMinor(tier.price, digits) }));
}

function range(tiers: readonly MinorTier[], currency: string): { minPrice: string; maxPrice: string } {
  const prices = tiers.map((t) => t.price);
  const digits = currencyDigits(currency);
  return { minPrice: formatMinor(prices.reduce((a, b) => (b < a ? b : a)), digits), maxPrice: formatMinor(prices.reduce((a, b) => (b > a ? b : a)), digits) };
}

/** A resolution as the buyer's screens show it; null for a goods without tiers (its card keeps the catalogue's range). */
export function memberPriceOf(resolution: PriceResolution): MemberPrice | null {
  if (!resolution.tiers.length || !resolution.catalogueTiers.length) return null;
  const { source, currency, catalogueCurrency } = resolution;
  return {
    goodsId: String(resolution.goodsId),
    currency,
    ...range(resolution.tiers, currency),
    tiers: tierRows(resolution.tiers, currency),
    catalogue: { currency: catalogueCurrency, ...range(resolution.catalogueTiers, catalogueCurrency), tiers: tierRows(resolution.catalogueTiers, catalogueCurrency) },
    source: source.kind === 'list' ? { kind: 'list', listId: String(source.listId), listName: source.listName, version: source.version } : { kind: 'catalogue' },
    label: source.kind === 'list' ? `Your price (${source.listName})` : 'Catalogue price',
    why: priceSourceText(source, currency),
  };
}

async function pricesOf(db: Reader, companyId: string, goodsIds: readonly number[], day: string): Promise<Record<string, MemberPrice>> {
  const resolved = await resolvePrices(db, companyId, [...new Set(goodsIds)], day);
  const prices: Record<string, MemberPrice> = {};
  for (const resolution of resolved.values()) {
    const price = memberPriceOf(resolution);
    if (price) prices[price.goodsId] = price;
  }
  return prices;
}

/**
 * csite/memberPrices.do: the company's prices for the asked goods it may see, the asked goods it may not, and with
 * `list`, its own page of that query when its catalogue is not the shared one (exclusives or an assortment).
 */
export async function memberPrices(db: Db, companyId: string, query: MemberPricesQuery, day: string): Promise<MemberPrices> {
  const [index, catalogue, rows] = [await loadCategoryIndex(db), await companyCatalogueOf(db, companyId), await visibilityRows(db, query.goodsIds)];
  const seen = new Set(rows.filter((row) => companyMaySee(index, catalogue, row)).map((row) => row.id));
  const hidden = [...new Set(query.goodsIds.filter((id) => !seen.has(id)))].map(String);
  let page: GoodsPage | null = null;
  if (query.list && !isSharedCatalogue(catalogue)) page = await listGoods(db, query.list, { today: day, visible: companyVisibility(index, catalogue) });
  const prices = await pricesOf(db, companyId, [...seen, ...(page?.list ?? []).map((g) => Number(g.goodsId))], day);
  return { prices, hidden, page };
}

/** csite/memberGoodsDetail.do: a goods exclusive to the company, as its page shows it, with the company's price; else the ordinary 404. */
export async function memberGoodsDetail(db: Db, companyId: string, goodsId: number, day: string): Promise<MemberGoodsDetail> {
  const catalogue = await companyCatalogueOf(db, companyId);
  if (!catalogue.exclusiveGoodsIds.includes(goodsId)) throw notFound('Goods');
  const visible: SQL = companyVisibility(await loadCategoryIndex(db), catalogue);
  const goods = await goodsDetail(db, goodsId, day, visible);
  const price = (await pricesOf(db, companyId, [goodsId], day))[String(goodsId)];
  if (!price) throw notFound('Goods');
  return { goods, price };
}

/** newDesignPictures.do for a buyer: the pictures of the new designs its company may see, its private-label ones too. */
export async function memberNewDesignPictures(db: Db, companyId: string | null, goodsIds: number[]): Promise<NewDesignPictures> {
  if (!companyId) return newDesignPictures(db, goodsIds);
  const catalogue = await companyCatalogueOf(db, companyId);
  if (!catalogue.exclusiveGoodsIds.length) return newDesignPictures(db, goodsIds);
  return newDesignPictures(db, goodsIds, companyVisibility(await loadCategoryIndex(db), { ...catalogue, assortment: null }));
}
