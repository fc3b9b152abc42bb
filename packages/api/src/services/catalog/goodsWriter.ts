import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maxMinor, minMinor, RES, toMinor, type SpecEntry } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { categories, goods, goodsFacets, goodsImages, goodsSpecs, priceTiers } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { goodsSearchText } from './searchText';

/**
 * The one way goods are written (the demo seed now, the staff console later): the goods row with its
 * specifications, facets, price tiers and images, in one transaction, with what derives from them kept
 * right in the same write: the search text (so a keyword finds the goods at once), the price range and
 * the main picture.
 */

export interface GoodsInput {
  code: string;
  title: string;
  description: string;
  categoryId: number;
  factoryId?: number | null;
  newFlag?: number;
  /** 1 on sale, 0 withdrawn. */
  status?: number;
  moq: number;
  popularity?: number;
  createdAt?: Date;
  specs: { skuCode: string; entries: SpecEntry[] }[];
  facetIds: number[];
  /** Prices as decimals (validated input, the demo seed); stored as exact minor units. */
  tiers: { minQty: number; maxQty: number | null; price: number | string }[];
  /** Picture URLs; the first is the main one. */
  images: string[];
}

type Row = typeof goods.$inferInsert;

function checkTiersAndImages(input: Pick<GoodsInput, 'code'> & Partial<Pick<GoodsInput, 'tiers' | 'images'>>): void {
  if (input.tiers && !input.tiers.length) throw invalid(`Goods ${input.code}: at least one price tier is needed.`);
  if (input.images && !input.images.length) throw invalid(`Goods ${input.code}: at least one picture is needed.`);
}

function priceRange(tiers: GoodsInput['tiers']): Pick<Row, 'minPrice' | 'maxPrice'> {
  const prices = tiers.map((tier) => toMinor(tier.price));
  return { minPrice: minMinor(prices), maxPrice: maxMinor(prices) };
}

/** The names a category is searched by: its own and its parent's. */
async function categoryNames(tx: Tx, categoryIds: number[]): Promise<Map<number, string[]>> {
  const parent = alias(categories, 'parent');
  const rows = await tx
    .select({ id: categories.id, name: categories.name, parentName: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(inArray(categories.id, [...new Set(categoryIds)]));
  return new Map(rows.map((row) => [row.id, row.parentName ? [row.name, row.parentName] : [row.name]]));
}

function namesOf(names: Map<number, string[]>, categoryId: number): string[] {
  const found = names.get(categoryId);
  if (!found) throw invalid(`Category ${categoryId} does not exist.`);
  return found;
}

/** Turns the database's refusals (a taken code or item code, a specification still in use) into readable ones. */
async function readableRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) throw new ApiError(RES.CONFLICT, 'A goods code or item code is already in use.');
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      throw new ApiError(RES.CONFLICT, 'A removed specification is still in a cart, inquiry or order, or a category, factory or facet does not exist.');
    }
    throw error;
  }
}

async function insertChildren(tx: Tx, rows: { goodsId: number; input: Pick<GoodsInput, 'specs' | 'facetIds' | 'tiers' | 'images'> }[]) {
  const specRows = rows.flatMap(({ goodsId, input }) => input.specs.map((spec, sort) => ({ goodsId, skuCode: spec.skuCode, entries: spec.entries, sort })));
  const facetRows = rows.flatMap(({ goodsId, input }) => [...new Set(input.facetIds)].map((facetId) => ({ goodsId, facetId })));
  const tierRows = rows.flatMap(({ goodsId, input }) => input.tiers.map((tier) => ({ goodsId, ...tier, price: toMinor(tier.price) })));
  const imageRows = rows.flatMap(({ goodsId, input }) => input.images.map((url, sort) => ({ goodsId, url, sort })));
  // One multi-row insert per table for the whole batch (a transaction is one connection: one after another).
  if (specRows.length) await tx.insert(goodsSpecs).values(specRows);
  if (facetRows.length) await tx.insert(goodsFacets).values(facetRows);
  if (tierRows.length) await tx.insert(priceTiers).values(tierRows);
  if (imageRows.length) await tx.insert(goodsImages).values(imageRows);
}

/** Creates goods (one or a batch of a thousand) in one transaction; returns their ids in input order. */
export async function createGoods(db: Db | Tx, items: GoodsInput[]): Promise<number[]> {
  if (!items.length) return [];
  for (const item of items) checkTiersAndImages(item);
  return readableRefusals(() =>
    db.transaction(async (tx) => {
      const names = await categoryNames(tx, items.map((item) => item.categoryId));
      const inserted = await tx
        .insert(goods)
        .values(
          items.map((item) => ({
            code: item.code,
            title: item.title,
            description: item.description,
            categoryId: item.categoryId,
            factoryId: item.factoryId ?? null,
            newFlag: item.newFlag ?? 0,
            status: item.status ?? 1,
            moq: item.moq,
            popularity: item.popularity ?? 0,
            ...(item.createdAt ? { createdAt: item.createdAt } : {}),
            ...priceRange(item.tiers),
            imageUrl: item.images[0]!,
            searchText: goodsSearchText({
              title: item.title,
              code: item.code,
              categoryNames: namesOf(names, item.categoryId),
              specs: item.specs.map((spec) => spec.entries),
            }),
          })),
        )
        .returning({ id: goods.id });
      const ids = inserted.map((row) => row.id);
      await insertChildren(tx, items.map((input, index) => ({ goodsId: ids[index]!, input })));
      return ids;
    }),
  );
}

/**
 * Changes goods: the fields given are replaced (a list given replaces the whole list), and the search
 * text, price range and main picture are derived again from the result. Specifications are matched by
 * item code, so those that stay keep their ids (carts and inquiries point at them).
 */
export async function updateGoods(db: Db | Tx, goodsId: number, changes: Partial<GoodsInput>): Promise<void> {
  await readableRefusals(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(goods).where(eq(goods.id, goodsId)).limit(1).for('update');
      if (!current) throw notFound('Goods');
      checkTiersAndImages({ code: changes.code ?? current.code, tiers: changes.tiers, images: changes.images });
      const { specs, facetIds, tiers, images, ...given } = changes;
      // A field given as undefined is not given: it must not blank the title that the search text is made of.
      const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as typeof given;

      if (specs) {
        const keep = specs.map((spec) => spec.skuCode);
        await tx.delete(goodsSpecs).where(and(eq(goodsSpecs.goodsId, goodsId), keep.length ? notInArray(goodsSpecs.skuCode, keep) : undefined));
        const existing = new Set(
          (await tx.select({ skuCode: goodsSpecs.skuCode }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId))).map((row) => row.skuCode),
        );
        for (const [sort, spec] of specs.entries()) {
          if (existing.has(spec.skuCode)) {
            await tx.update(goodsSpecs).set({ entries: spec.entries, sort }).where(and(eq(goodsSpecs.goodsId, goodsId), eq(goodsSpecs.skuCode, spec.skuCode)));
          } else {
            await tx.insert(goodsSpecs).values({ goodsId, skuCode: spec.skuCode, entries: spec.entries, sort });
          }
        }
      }
      if (facetIds) await tx.delete(goodsFacets).where(eq(goodsFacets.goodsId, goodsId));
      if (tiers) await tx.delete(priceTiers).where(eq(priceTiers.goodsId, goodsId));
      if (images) await tx.delete(goodsImages).where(eq(goodsImages.goodsId, goodsId));
      await insertChildren(tx, [{ goodsId, input: { specs: [], facetIds: facetIds ?? [], tiers: tiers ?? [], images: images ?? [] } }]);

      const next = { ...current, ...fields };
      const specEntries = (
        await tx.select({ entries: goodsSpecs.entries }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(goodsSpecs.sort)
      ).map((row) => row.entries);
      const names = await categoryNames(tx, [next.categoryId]);
      await tx
        .update(goods)
        .set({
          ...fields,
          ...(tiers ? priceRange(tiers) : {}),
          ...(images ? { imageUrl: images[0]! } : {}),
          searchText: goodsSearchText({ title: next.title, code: next.code, categoryNames: namesOf(names, next.categoryId), specs: specEntries }),
        })
        .where(eq(goods.id, goodsId));
    }),
  );
}

/**
 * Derives the search text again for every goods in the given categories: a category's name (and its parent's)
 * is part of what a keyword finds, so renaming or moving a category re-indexes its goods in the same transaction.
 */
export async function refreshSearchText(tx: Tx, categoryIds: number[]): Promise<number> {
  if (!categoryIds.length) return 0;
  const rows = await tx
    .select({ id: goods.id, title: goods.title, code: goods.code, categoryId: goods.categoryId })
    .from(goods)
    .where(inArray(goods.categoryId, categoryIds));
  if (!rows.length) return 0;
  const names = await categoryNames(tx, rows.map((row) => row.categoryId));
  const specs = await tx
    .select({ goodsId: goodsSpecs.goodsId, entries: goodsSpecs.entries })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.goodsId, rows.map((row) => row.id)))
    .orderBy(goodsSpecs.goodsId, goodsSpecs.sort);
  const specsOf = new Map<number, SpecEntry[][]>();
  for (const spec of specs) specsOf.set(spec.goodsId, [...(specsOf.get(spec.goodsId) ?? []), spec.entries]);
  for (const row of rows) {
    const searchText = goodsSearchText({ title: row.title, code: row.code, categoryNames: namesOf(names, row.categoryId), specs: specsOf.get(row.id) ?? [] });
    await tx.update(goods).set({ searchText }).where(eq(goods.id, row.id));
  }
  return rows.length;
}
