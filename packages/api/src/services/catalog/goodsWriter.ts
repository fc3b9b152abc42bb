import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maxMinor, minMinor, RES, toMinor, type SpecEntry } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { categories, facets, goods, goodsFacets, goodsImages, goodsSpecs, priceTiers } from '../../db/schema';
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

/** The facet names a good is searched by ('Hoop', 'Gold Plated'), by facet id. */
async function facetNames(tx: Tx, facetIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(facetIds)];
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: facets.id, name: facets.name }).from(facets).where(inArray(facets.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The facet names of saved goods, by goods id. */
async function facetNamesOfGoods(tx: Tx, goodsIds: number[]): Promise<Map<number, string[]>> {
  const rows = await tx
    .select({ goodsId: goodsFacets.goodsId, name: facets.name })
    .from(goodsFacets)
    .innerJoin(facets, eq(facets.id, goodsFacets.facetId))
    .where(inArray(goodsFacets.goodsId, goodsIds))
    .orderBy(goodsFacets.goodsId, facets.id);
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.goodsId, [...(names.get(row.goodsId) ?? []), row.name]);
  return names;
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
      const facetNameOf = await facetNames(tx, items.flatMap((item) => item.facetIds));
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
              facetNames: [...new Set(item.facetIds)].flatMap((id) => facetNameOf.get(id) ?? []),
              skuCodes: item.specs.map((spec) => spec.skuCode),
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

/** The goods' sample offer and customs fields, outside the writer's input (nothing derives from them). */
export type GoodsSampleFields = Partial<Pick<typeof goods.$inferInsert, 'sampleOffered' | 'samplePrice' | 'sampleMaxPieces' | 'hsCode' | 'originCountry'>>;

/** Sets the sample and customs fields given (catalogAdmin's goods form); none given, nothing is written. */
export async function setGoodsSampleFields(tx: Tx, goodsId: number, changes: GoodsSampleFields): Promise<void> {
  if (Object.keys(changes).length) await tx.update(goods).set(changes).where(eq(goods.id, goodsId));
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
      const specRows = await tx
        .select({ skuCode: goodsSpecs.skuCode, entries: goodsSpecs.entries })
        .from(goodsSpecs)
        .where(eq(goodsSpecs.goodsId, goodsId))
        .orderBy(goodsSpecs.sort);
      const names = await categoryNames(tx, [next.categoryId]);
      const facetNamesNow = (await facetNamesOfGoods(tx, [goodsId])).get(goodsId) ?? [];
      await tx
        .update(goods)
        .set({
          ...fields,
          ...(tiers ? priceRange(tiers) : {}),
          ...(images ? { imageUrl: images[0]! } : {}),
          searchText: goodsSearchText({
            title: next.title,
            code: next.code,
            categoryNames: namesOf(names, next.categoryId),
            facetNames: facetNamesNow,
            skuCodes: specRows.map((row) => row.skuCode),
            specs: specRows.map((row) => row.entries),
          }),
        })
        .where(eq(goods.id, goodsId));
    }),
  );
}

/**
 * Derives the search text again for every goods in the given categories (or the given goods): a category's
 * name (and its parent's) and the facet names are part of what a keyword finds, so renaming or moving a category or
 * renaming a facet value re-indexes its goods in the same transaction.
 */
export async function refreshSearchText(tx: Tx, categoryIds: number[], options: { goodsIds?: number[] } = {}): Promise<number> {
  const where = options.goodsIds
    ? options.goodsIds.length ? inArray(goods.id, options.goodsIds) : undefined
    : categoryIds.length ? inArray(goods.categoryId, categoryIds) : undefined;
  if (!where) return 0;
  const rows = await tx.select({ id: goods.id, title: goods.title, code: goods.code, categoryId: goods.categoryId }).from(goods).where(where);
  if (!rows.length) return 0;
  const goodsIds = rows.map((row) => row.id);
  const names = await categoryNames(tx, rows.map((row) => row.categoryId));
  const facetNamesNow = await facetNamesOfGoods(tx, goodsIds);
  const specs = await tx
    .select({ goodsId: goodsSpecs.goodsId, skuCode: goodsSpecs.skuCode, entries: goodsSpecs.entries })
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.goodsId, goodsIds))
    .orderBy(goodsSpecs.goodsId, goodsSpecs.sort);
  const specsOf = new Map<number, { skuCode: string; entries: SpecEntry[] }[]>();
  for (const spec of specs) specsOf.set(spec.goodsId, [...(specsOf.get(spec.goodsId) ?? []), spec]);
  for (const row of rows) {
    const own = specsOf.get(row.id) ?? [];
    const searchText = goodsSearchText({
      title: row.title,
      code: row.code,
      categoryNames: namesOf(names, row.categoryId),
      facetNames: facetNamesNow.get(row.id) ?? [],
      skuCodes: own.map((spec) => spec.skuCode),
      specs: own.map((spec) => spec.entries),
    });
    await tx.update(goods).set({ searchText }).where(eq(goods.id, row.id));
  }
  return rows.length;
}
