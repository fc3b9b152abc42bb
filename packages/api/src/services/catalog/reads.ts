import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { minorToNumber, type PriceTier, type SpecEntry } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { goods, goodsFacets, goodsImages, goodsSpecs, priceTiers } from '../../db/schema';

/**
 * What the catalog tells the domains that hold lines of goods (the cart, inquiries, reordering): each goods with its
 * specifications and its tier prices. The tier prices are the goods' one price list (issue 51 adds a company's own
 * list here, so every line priced from these tiers follows it).
 */
export interface LineGoods {
  id: number;
  code: string;
  title: string;
  imageUrl: string;
  moq: number;
  status: number;
  newFlag: number;
  categoryId: number;
  /** In the goods' order. */
  specs: Map<number, { skuCode: string; entries: SpecEntry[] }>;
  /** Ascending by minQty. */
  tiers: PriceTier[];
}

/** The goods of `goodsIds` (any status; an unknown id is absent), with their specifications and tier prices. */
export async function loadLineGoods(db: Reader, goodsIds: number[]): Promise<Map<number, LineGoods>> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return new Map();
  const [rows, specs, tiers] = await Promise.all([
    db
      .select({
        id: goods.id, code: goods.code, title: goods.title, imageUrl: goods.imageUrl, moq: goods.moq,
        status: goods.status, newFlag: goods.newFlag, categoryId: goods.categoryId,
      })
      .from(goods)
      .where(inArray(goods.id, ids)),
    db.select().from(goodsSpecs).where(inArray(goodsSpecs.goodsId, ids)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id)),
    db.select().from(priceTiers).where(inArray(priceTiers.goodsId, ids)).orderBy(asc(priceTiers.minQty), asc(priceTiers.id)),
  ]);
  const byId = new Map<number, LineGoods>(rows.map((row) => [row.id, { ...row, specs: new Map(), tiers: [] }]));
  for (const spec of specs) byId.get(spec.goodsId)?.specs.set(spec.id, { skuCode: spec.skuCode, entries: spec.entries });
  for (const tier of tiers) byId.get(tier.goodsId)?.tiers.push({ minQty: tier.minQty, maxQty: tier.maxQty, price: minorToNumber(tier.price) });
  return byId;
}

/**
 * The specifications whose item code, and the goods whose goods code, is one of `upperCodes` (upper case), in any
 * case: how a pasted order sheet names what it wants.
 */
export async function findByCodes(db: Reader, upperCodes: string[]): Promise<{
  specs: { id: number; goodsId: number; skuCode: string }[];
  goods: { id: number; code: string }[];
}> {
  if (!upperCodes.length) return { specs: [], goods: [] };
  const [specRows, goodsRows] = await Promise.all([
    db.select({ id: goodsSpecs.id, goodsId: goodsSpecs.goodsId, skuCode: goodsSpecs.skuCode }).from(goodsSpecs).where(inArray(sql`upper(${goodsSpecs.skuCode})`, upperCodes)),
    db.select({ id: goods.id, code: goods.code }).from(goods).where(inArray(sql`upper(${goods.code})`, upperCodes)),
  ]);
  return { specs: specRows, goods: goodsRows };
}

/** Which of `goodsIds` are new designs (newFlag 1), whose pictures only members with access see (newDesign.ts). */
export async function newDesignsAmong(db: Reader, goodsIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return new Set();
  const rows = await db.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, ids), eq(goods.newFlag, 1)));
  return new Set(rows.map((row) => row.id));
}

/** How many goods (on sale or offline) each category, or each factory, holds; one with none is absent. */
export async function goodsCountsBy(db: Reader, by: 'category' | 'factory'): Promise<Map<number, number>> {
  const column = by === 'category' ? goods.categoryId : goods.factoryId;
  const rows = await db.select({ id: column, n: count() }).from(goods).groupBy(column);
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id as number, row.n]));
}

/** How many goods (on sale or offline) each facet value is linked to; one with none is absent. */
export async function goodsCountsByFacet(db: Reader): Promise<Map<number, number>> {
  const rows = await db.select({ id: goodsFacets.facetId, n: count() }).from(goodsFacets).groupBy(goodsFacets.facetId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** How many goods (on sale or offline) are in a category, or made by a factory: what keeps it from being removed. */
export async function goodsCountOf(db: Reader, of: { categoryId: number } | { factoryId: number }): Promise<number> {
  const where = 'categoryId' in of ? eq(goods.categoryId, of.categoryId) : eq(goods.factoryId, of.factoryId);
  const [row] = await db.select({ n: count() }).from(goods).where(where);
  return row?.n ?? 0;
}

/** The goods linked to a facet value (their search text holds its name). */
export async function goodsOfFacet(db: Reader, facetId: number): Promise<number[]> {
  const rows = await db.select({ goodsId: goodsFacets.goodsId }).from(goodsFacets).where(eq(goodsFacets.facetId, facetId));
  return rows.map((row) => row.goodsId);
}

/**
 * A goods whole, as the staff's form edits it (on sale or offline): its row, facet value ids, specifications, tiers and
 * pictures, each in its order. Undefined for an unknown id. One query after another: inside a transaction the queries
 * share one connection.
 */
export async function goodsRecord(db: Reader, goodsId: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!row) return undefined;
  const facetRows = await db.select({ id: goodsFacets.facetId }).from(goodsFacets).where(eq(goodsFacets.goodsId, goodsId)).orderBy(asc(goodsFacets.facetId));
  const specs = await db.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  const tiers = await db.select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty));
  const images = await db
    .select({ url: goodsImages.url })
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, goodsId))
    .orderBy(asc(goodsImages.sort), asc(goodsImages.id));
  return { row, facetIds: facetRows.map((facet) => facet.id), specs, tiers, images: images.map((image) => image.url) };
}
