import { isListedCountry } from '../contact';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Page, ParsedInputOf, StaffGoodsRow, StaffGoodsView, staffCatalog } from '@sw/protocol';
import { CATALOG_LIMITS, minorToNumber, toMinor } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { categories, facets, factories, goods } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { categoryIdsFor, createGoods, goodsKeywordCondition, goodsRecord, forgetNewDesignPictures, type GoodsInput, type GoodsSampleFields, loadCategoryIndex, setGoodsSampleFields, updateGoods } from '../catalog';
import { runUseCase } from '../useCase';
import { checkPictures } from './pictures';

type ListInput = ParsedInputOf<typeof staffCatalog.goodsList>;
type SaveInput = ParsedInputOf<typeof staffCatalog.goodsSave>;
type Staff = Pick<Member, 'id' | 'email'>;

const ORDERS: Record<NonNullable<ListInput['sort']>, SQL[]> = {
  newest: [desc(goods.id)],
  oldest: [asc(goods.id)],
  code: [asc(goods.code)],
  title: [asc(goods.title), asc(goods.id)],
  priceAsc: [asc(goods.minPrice), asc(goods.id)],
  priceDesc: [desc(goods.minPrice), desc(goods.id)],
  popular: [desc(goods.popularity), desc(goods.id)],
};

/** staff/catalog/goodsList.do: on sale and offline goods, searched, filtered and sorted. */
export async function staffGoodsList(db: Db, input: ListInput): Promise<Page<StaffGoodsRow>> {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? CATALOG_LIMITS.pageSize;
  const conditions: SQL[] = [];
  if (input.keyWords) conditions.push(await goodsKeywordCondition(db, input.keyWords));
  if (input.categoryId) {
    const ids = categoryIdsFor(await loadCategoryIndex(db), String(input.categoryId));
    if (!ids.length) return { list: [], total: 0, pageNum, pageSize };
    conditions.push(inArray(goods.categoryId, ids));
  }
  if (input.factoryId) conditions.push(eq(goods.factoryId, input.factoryId));
  if (input.status !== undefined) conditions.push(eq(goods.status, input.status));
  if (input.newFlag !== undefined) conditions.push(eq(goods.newFlag, input.newFlag));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: goods.id, code: goods.code, title: goods.title, imageUrl: goods.imageUrl, categoryId: goods.categoryId,
        categoryName: categories.name, factoryName: factories.name, status: goods.status, newFlag: goods.newFlag, moq: goods.moq,
        minPrice: goods.minPrice, maxPrice: goods.maxPrice, popularity: goods.popularity, createdAt: goods.createdAt,
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .leftJoin(factories, eq(factories.id, goods.factoryId))
      .where(where)
      .orderBy(...ORDERS[input.sort ?? 'newest'])
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      goodsId: String(row.id), goodsCode: row.code, title: row.title, imageUrl: row.imageUrl, categoryId: String(row.categoryId),
      categoryName: row.categoryName, factoryName: row.factoryName, status: row.status, newFlag: row.newFlag, moq: row.moq,
      minPrice: minorToNumber(row.minPrice), maxPrice: minorToNumber(row.maxPrice), popularity: row.popularity, createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    pageNum,
    pageSize,
  };
}

/** staff/catalog/goodsView.do: goods as the form edits them, on sale or offline. */
export async function staffGoodsView(db: Db | Tx, goodsId: number): Promise<StaffGoodsView> {
  const record = await goodsRecord(db, goodsId);
  if (!record) throw notFound('Goods');
  const { row, facetIds, specs, tiers, images } = record;
  return {
    goodsId: String(row.id),
    code: row.code,
    title: row.title,
    description: row.description,
    categoryId: String(row.categoryId),
    factoryId: row.factoryId === null ? null : String(row.factoryId),
    newFlag: row.newFlag,
    status: row.status,
    moq: row.moq,
    facetIds: facetIds.map(String),
    specs: specs.map((spec) => ({ skuCode: spec.skuCode, entries: spec.entries })),
    tiers: tiers.map((tier) => ({ minQty: tier.minQty, price: minorToNumber(tier.price) })),
    images: images.length ? images : [row.imageUrl],
    sampleOffered: row.sampleOffered,
    samplePrice: row.samplePrice === null ? null : minorToNumber(row.samplePrice),
    sampleMaxPieces: row.sampleMaxPieces,
    hsCode: row.hsCode,
    originCountry: row.originCountry,
  };
}

/** The category, factory and facet values named exist; refused with a readable message otherwise. */
async function checkReferences(tx: Tx, input: SaveInput): Promise<void> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).limit(1);
  if (!category) throw invalid('Please choose a category from the list.');
  if (input.originCountry && !isListedCountry(input.originCountry)) throw invalid('originCountry: Please choose a country of origin from the list.');
  if (input.factoryId) {
    const [factory] = await tx.select({ id: factories.id }).from(factories).where(eq(factories.id, input.factoryId)).limit(1);
    if (!factory) throw invalid('Please choose a factory from the list.');
  }
  const facetIds = [...new Set(input.facetIds)];
  if (facetIds.length) {
    const found = await tx.select({ id: facets.id }).from(facets).where(inArray(facets.id, facetIds));
    if (found.length !== facetIds.length) throw invalid('Please choose facet values from the lists.');
  }
}

/** The writer's input: codes in capitals (the storefront finds a code typed in any case), tiers with their upper bounds. */
function writerInput(input: SaveInput): Omit<GoodsInput, 'status'> {
  return {
    code: input.code.toUpperCase(),
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    factoryId: input.factoryId ?? null,
    newFlag: input.newFlag,
    moq: input.moq,
    facetIds: [...new Set(input.facetIds)],
    specs: input.specs.map((spec) => ({ skuCode: spec.skuCode.toUpperCase(), entries: spec.entries })),
    tiers: input.tiers.map((tier, i) => ({ minQty: tier.minQty, maxQty: input.tiers[i + 1] ? input.tiers[i + 1]!.minQty - 1 : null, price: tier.price })),
    images: input.images,
  };
}

/** The goods form's sample fields (left out: kept); blank sample price: the catalogue rule (services/samples/price.ts). */
async function saveGoodsSamples(tx: Tx, goodsId: number, input: SaveInput): Promise<void> {
  const changes: GoodsSampleFields = {};
  if (input.sampleOffered !== undefined) changes.sampleOffered = input.sampleOffered;
  if (input.samplePrice !== undefined) changes.samplePrice = input.samplePrice === null ? null : toMinor(input.samplePrice);
  if (input.sampleMaxPieces !== undefined) changes.sampleMaxPieces = input.sampleMaxPieces;
  // Customs (issue 39): null takes the category's code and origin.
  if (input.hsCode !== undefined) changes.hsCode = input.hsCode;
  if (input.originCountry !== undefined) changes.originCountry = input.originCountry;
  await setGoodsSampleFields(tx, goodsId, changes);
}

/**
 * staff/catalog/goodsSave.do: creates goods (on sale) or replaces every field of one, through the goods
 * writer (search text, price range and cover derived in the same write), with its audit row.
 */
export async function saveGoods(deps: AppDeps, staff: Staff, input: SaveInput): Promise<StaffGoodsView> {
  const saved = await runUseCase(deps, async ({ tx }) => {
    const before = input.goodsId ? await staffGoodsView(tx, input.goodsId) : null;
    await checkReferences(tx, input);
    await checkPictures(tx, input.images, before?.images);
    const fields = writerInput(input);
    let goodsId = input.goodsId;
    if (goodsId) await updateGoods(tx, goodsId, fields);
    else [goodsId] = await createGoods(tx, [{ ...fields, status: 1 }]);
    await saveGoodsSamples(tx, goodsId!, input);
    const after = await staffGoodsView(tx, goodsId!);
    await recordAudit(tx, staff, {
      action: before ? 'goods.update' : 'goods.create',
      targetType: 'goods',
      targetId: goodsId!,
      summary: before ? `Goods ${after.code} edited: ${after.title}` : `Goods ${after.code} created: ${after.title}`,
      before: before as unknown as Record<string, unknown> | null,
      after: after as unknown as Record<string, unknown>,
    });
    return after;
  });
  forgetNewDesignPictures();
  return saved;
}

/** staff/catalog/goodsStatus.do: offline (0) or back on sale (1). */
export async function setGoodsStatus(deps: AppDeps, staff: Staff, goodsId: number, status: 0 | 1): Promise<StaffGoodsView> {
  const saved = await runUseCase(deps, async ({ tx }) => {
    const before = await staffGoodsView(tx, goodsId);
    if (before.status !== status) {
      await updateGoods(tx, goodsId, { status });
      await recordAudit(tx, staff, {
        action: status ? 'goods.online' : 'goods.offline',
        targetType: 'goods',
        targetId: goodsId,
        summary: `Goods ${before.code} ${status ? 'put back on sale' : 'taken offline'}`,
        before: { status: before.status },
        after: { status },
      });
    }
    return { ...before, status };
  });
  forgetNewDesignPictures();
  return saved;
}
