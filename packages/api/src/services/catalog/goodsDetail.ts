import { and, asc, eq, ne } from 'drizzle-orm';
import { CATALOG_FACETS, minorToNumber, type GoodsDetailView, type GoodsFacet } from '@sw/protocol';
import type { Db } from '../../db/client';
import { facets, factories, goods, goodsFacets, goodsImages, goodsSpecs, priceTiers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { categoryRef, loadCategoryIndex } from './categories';
import { goodsSamples, loadSampleSettings } from '../samples';
import { goodsStandards } from '../compliance';
import { utcDay } from '../../lib/dailyNumber';
import { goodsSummaries, onSale, summaryColumns, toSummary } from './goodsList';

const RELATED_COUNT = 8;

/** csite/onlineGoodsDetail.do: everything the goods page shows, for a good on sale. */
export async function getGoodsDetail(db: Db, goodsId: number, today = utcDay(new Date())): Promise<GoodsDetailView> {
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
    .where(and(eq(goods.id, goodsId), onSale))
    .limit(1);
  if (!row) throw notFound('Goods');

  const index = await loadCategoryIndex(db);
  const [images, specs, tiers, facetRows, related, sampleRules] = await Promise.all([
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
    loadSampleSettings(db),
  ]);
  const standards = await goodsStandards(db, goodsId, today);

  const facetRefs = Object.fromEntries(CATALOG_FACETS.map((facet) => [facet.key, [] as GoodsFacet[]])) as GoodsDetailView['facets'];
  for (const facet of facetRows) facetRefs[facet.kind].push({ id: String(facet.id), name: facet.name });

  return {
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
    samples: goodsSamples({ ...row, maxPrice: row.highestPrice }, sampleRules),
    standards,
  };
}
