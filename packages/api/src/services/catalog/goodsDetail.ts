import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { CATALOG_FACETS, minorToNumber, type GoodsDetailView, type GoodsFacet } from '@sw/protocol';

/** What the catalog knows of a goods page: everything but the sample offer and the standards (queries/goodsDetail.ts adds them). */
export type CatalogGoodsDetail = Omit<GoodsDetailView, 'samples' | 'standards'>;

/** The goods' sample fields, which the samples domain prices. */
export interface GoodsSampleTerms {
  samplePrice: bigint | null;
  maxPrice: bigint;
  sampleOffered: boolean;
  sampleMaxPieces: number;
}
import type { Db } from '../../db/client';
import { facets, factories, goods, goodsFacets, goodsImages, goodsSpecs, priceTiers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { categoryRef, loadCategoryIndex } from './categories';
import { goodsSummaries, onSale, summaryColumns, toSummary } from './goodsList';

const RELATED_COUNT = 8;

/**
 * The catalog's part of csite/onlineGoodsDetail.do, for a good on sale, with its sample fields. `visible` replaces the
 * shared `onSale` for a company's own goods (csite/memberGoodsDetail.do); related designs stay the shared ones.
 */
export async function getGoodsDetail(db: Db, goodsId: number, visible: SQL = onSale): Promise<{ detail: CatalogGoodsDetail; sampleTerms: GoodsSampleTerms }> {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: goods.description,
      factoryId: factories.id,
      factoryName: factories.name,
      sampleOffered: goods.sampleOffered,
      samplePrice: goods.samplePrice,
      sampleMaxPieces: goods.sampleMaxPieces,
      highestPrice: goods.maxPrice,
    })
    .from(goods)
    .leftJoin(factories, eq(factories.id, goods.factoryId))
    .where(and(eq(goods.id, goodsId), visible))
    .limit(1);
  if (!row) throw notFound('Goods');

  const index = await loadCategoryIndex(db);
  const [images, specs, tiers, facetRows, related] = await Promise.all([
    db.select({ url: goodsImages.url }).from(goodsImages).where(eq(goodsImages.goodsId, goodsId)).orderBy(asc(goodsImages.sort), asc(goodsImages.id)),
    db.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id)),
    db.select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty)),
    db
      .select({ id: facets.id, kind: facets.kind, name: facets.name })
      .from(goodsFacets)
      .innerJoin(facets, eq(facets.id, goodsFacets.facetId))
      .where(eq(goodsFacets.goodsId, goodsId))
      .orderBy(asc(facets.kind), asc(facets.sort), asc(facets.id)),
    goodsSummaries(db, {
      where: and(eq(goods.categoryId, row.categoryId), ne(goods.id, goodsId)),
      sort: 'popular',
      limit: RELATED_COUNT,
      index,
    }),
  ]);

  const facetRefs = Object.fromEntries(CATALOG_FACETS.map((facet) => [facet.key, [] as GoodsFacet[]])) as GoodsDetailView['facets'];
  for (const facet of facetRows) facetRefs[facet.kind].push({ id: String(facet.id), name: facet.name });

  const detail: CatalogGoodsDetail = {
    ...toSummary(row, index),
    description: row.description,
    images: images.length ? images.map((image) => image.url) : [row.imageUrl],
    specs: specs.map((spec) => spec.entries),
    skus: specs.map((spec) => ({ specId: String(spec.id), skuCode: spec.skuCode, entries: spec.entries })),
    priceTiers: tiers.map((tier) => ({ minQty: tier.minQty, maxQty: tier.maxQty, price: minorToNumber(tier.price) })),
    factory: row.factoryId !== null && row.factoryName !== null ? { factoryId: String(row.factoryId), name: row.factoryName } : null,
    facets: facetRefs,
    categoryPath: index.pathOf(row.categoryId).map(categoryRef),
    related,
  };
  const sampleTerms = { samplePrice: row.samplePrice, maxPrice: row.highestPrice, sampleOffered: row.sampleOffered, sampleMaxPieces: row.sampleMaxPieces };
  return { detail, sampleTerms };
}
