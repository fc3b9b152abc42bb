import { and, asc, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { CATALOG_FACETS, minorToNumber, type FacetKind, type GoodsPage, type GoodsSort, type GoodsSummary } from '@sw/protocol';
import { GOODS_PAGE, type GoodsListQuery } from '@sw/protocol/schemas/catalog';
import type { Db } from '../../db/client';
import { goods, goodsFacets } from '../../db/schema';
import { cachedCatalogAnswer } from '../../lib/catalogAnswerCache';
import { categoryIdsFor, loadCategoryIndex, type CategoryIndex } from './categories';
import { facetKinds } from './facets';
import type { KeywordSearch } from '../search';
import { planGoodsSearch } from './keywords';
import { coveredByStandard } from '../compliance';
import { utcDay } from '../../lib/dailyNumber';
import { onSale } from './visibility';

export { onSale };

/** Goods visible under `visible` that match `where` (all of them without it). */
const visibleMatching = (visible: SQL, where: SQL | undefined): SQL => (where ? and(visible, where)! : visible);

/** The columns toSummary() reads. */
export const summaryColumns = {
  id: goods.id,
  code: goods.code,
  title: goods.title,
  imageUrl: goods.imageUrl,
  minPrice: goods.minPrice,
  maxPrice: goods.maxPrice,
  moq: goods.moq,
  newFlag: goods.newFlag,
  categoryId: goods.categoryId,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof goods.$inferSelect)[K] };

export function toSummary(row: SummaryRow, index: CategoryIndex): GoodsSummary {
  return {
    goodsId: String(row.id),
    goodsCode: row.code,
    title: row.title,
    imageUrl: row.imageUrl,
    minPrice: minorToNumber(row.minPrice),
    maxPrice: minorToNumber(row.maxPrice),
    moq: row.moq,
    newFlag: row.newFlag,
    catName1: index.topOf(row.categoryId)?.name ?? '',
  };
}

/**
 * Orders with the goods id as the last key, so every order is total: pages never repeat or skip
 * a good, and each order walks one index (status, popularity|min_price, id) or the primary key.
 */
export function goodsOrder(sort: GoodsSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(goods.id)];
    case 'priceAsc':
      return [asc(goods.minPrice), asc(goods.id)];
    case 'priceDesc':
      return [desc(goods.minPrice), desc(goods.id)];
    case 'popular':
      return [desc(goods.popularity), desc(goods.id)];
  }
}

/** One page of goods visible under `visible` matching `where`, in the order's index walk: ids only, the rows are read after. */
function pageOf(db: Db, visible: SQL, where: SQL | undefined, sort: GoodsSort, limit: number, offset: number) {
  return db
    .select({ pageId: goods.id })
    .from(goods)
    .where(visibleMatching(visible, where))
    .orderBy(...goodsOrder(sort))
    .limit(limit)
    .offset(offset);
}

/** How many visible goods match, counting no further than `cap`. */
async function countUpTo(db: Db, visible: SQL, where: SQL | undefined, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const matches = db.select({ one: sql`1`.as('one') }).from(goods).where(visibleMatching(visible, where)).limit(cap).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/**
 * The page's ids when the goods for which `first` holds come before the rest: two walks in the chosen order, never a
 * sort over every match (a broad synonym matches most of the catalogue). The first walk's page is short only when it
 * has run out of goods, so its length then tells where the second walk starts.
 */
async function rankedPageIds(db: Db, visible: SQL, where: SQL, first: SQL, sort: GoodsSort, limit: number, offset: number): Promise<number[]> {
  const firstMatches = and(where, first);
  const firstIds = (await pageOf(db, visible, firstMatches, sort, limit, offset)).map((row) => row.pageId);
  if (firstIds.length === limit) return firstIds;
  // A short page: the first walk holds offset + its length goods, or, when the page starts past all of them, at most `offset`.
  const firstCount = firstIds.length ? offset + firstIds.length : await countUpTo(db, visible, firstMatches, offset);
  const rest = await pageOf(db, visible, and(where, not(first)), sort, limit - firstIds.length, Math.max(0, offset - firstCount));
  return [...firstIds, ...rest.map((row) => row.pageId)];
}

/** The summaries of the goods `ids`, in that order. */
async function summariesOf(db: Db, ids: number[], index: CategoryIndex): Promise<GoodsSummary[]> {
  if (!ids.length) return [];
  const byId = new Map((await db.select(summaryColumns).from(goods).where(inArray(goods.id, ids))).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, index)] : [];
  });
}

/**
 * Summaries of goods on sale matching `where`, in the given order (the goods for which `rankFirst` holds first: a
 * keyword search's words as typed before its typo and synonym matches). The page is picked by id first (an index-only
 * walk for the plain orders) and only its rows are read in full, so a deep page does not read every row it skips.
 */
export async function goodsSummaries(
  db: Db,
  options: { where?: SQL; rankFirst?: SQL; sort: GoodsSort; limit: number; offset?: number; index?: CategoryIndex; visible?: SQL },
): Promise<GoodsSummary[]> {
  const { where, rankFirst, sort, limit, offset = 0, visible = onSale } = options;
  const index = options.index ?? loadCategoryIndex(db);
  if (rankFirst && where) {
    const [ids, categories] = await Promise.all([rankedPageIds(db, visible, where, rankFirst, sort, limit, offset), index]);
    return summariesOf(db, ids, categories);
  }
  const page = pageOf(db, visible, where, sort, limit, offset).as('page');
  const [rows, categories] = await Promise.all([
    db.select(summaryColumns).from(goods).innerJoin(page, eq(page.pageId, goods.id)).orderBy(...goodsOrder(sort)),
    index,
  ]);
  return rows.map((row) => toSummary(row, categories));
}

const hasFacet = (facetId: number) =>
  sql`exists (select 1 from ${goodsFacets} where ${goodsFacets.goodsId} = ${goods.id} and ${goodsFacets.facetId} = ${facetId})`;

/**
 * The conditions of a goods-list query, or null when the query cannot match anything
 * (an unknown category, a facet id of another kind): then no goods query runs at all.
 */
async function listConditions(db: Db, query: GoodsListQuery, index: CategoryIndex, keywords: KeywordSearch | null, today: string): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  if (query.catName1) {
    const ids = categoryIdsFor(index, query.catName1);
    if (!ids.length) return null;
    conditions.push(ids.length === 1 ? eq(goods.categoryId, ids[0]!) : inArray(goods.categoryId, ids));
  }

  const facetFilters = CATALOG_FACETS
    .map((facet) => ({ kind: facet.kind, id: query[facet.param] }))
    .filter((filter): filter is { kind: FacetKind; id: number } => filter.id !== undefined);
  if (facetFilters.length) {
    const kinds = await facetKinds(db, facetFilters.map((filter) => filter.id));
    // cateIdForTheme=<a style id> names no theme: nothing matches, as with an unknown id.
    if (facetFilters.some((filter) => kinds.get(filter.id) !== filter.kind)) return null;
    for (const filter of facetFilters) conditions.push(hasFacet(filter.id));
  }

  if (query.newFlag !== undefined) conditions.push(eq(goods.newFlag, query.newFlag));
  if (query.standard) conditions.push(coveredByStandard(query.standard, today));
  if (keywords) conditions.push(keywords.where);
  return conditions;
}

/**
 * How many goods on sale match. Filters by category, facet and new flag count from indexes. A
 * keyword search stops counting at `cap`: its matches are checked row by row, and a broad word
 * ('steel') matches nearly everything, so an exact count would cost more than it tells a buyer.
 */
async function countGoods(db: Db, visible: SQL, where: SQL | undefined, cap: number | null): Promise<{ total: number; totalCapped: boolean }> {
  if (cap === null) {
    const [row] = await db.select({ n: count() }).from(goods).where(visibleMatching(visible, where));
    return { total: row?.n ?? 0, totalCapped: false };
  }
  const n = await countUpTo(db, visible, where, cap + 1);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * Goods on sale per category, counted once per catalogue version: a list filtered by category alone (or not at all)
 * adds its categories' counts instead of counting up to 100 000 index entries for every new query, the larger part
 * of such a call's time on the embedded database.
 */
function onSaleCountsByCategory(db: Db): Promise<Map<number, number>> {
  return cachedCatalogAnswer(db, 'onSaleCountsByCategory', async () => {
    const rows = await db.select({ categoryId: goods.categoryId, n: count() }).from(goods).where(onSale).groupBy(goods.categoryId);
    return new Map(rows.map((row) => [row.categoryId, row.n]));
  });
}

/** The count of a list whose only filter is a category (all categories when `categoryIds` is null). */
async function countByCategories(db: Db, categoryIds: number[] | null): Promise<{ total: number; totalCapped: boolean }> {
  const counts = await onSaleCountsByCategory(db);
  const ids = categoryIds ?? [...counts.keys()];
  return { total: ids.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0), totalCapped: false };
}

/** The categories of a query that filters by nothing else (null: every category), or undefined when it filters by more. */
function categoryOnlyFilter(query: GoodsListQuery, index: CategoryIndex): number[] | null | undefined {
  if (query.keyWords || query.newFlag !== undefined || query.standard || CATALOG_FACETS.some((facet) => query[facet.param] !== undefined)) return undefined;
  return query.catName1 ? categoryIdsFor(index, query.catName1) : null;
}

/**
 * csite/onlineGoodsList.do: one page of goods on sale and how many match in all. `visible` replaces the shared
 * answer's `onSale` for a company's own page (a member-only read, never kept in the shared answer cache).
 */
export async function listGoods(
  db: Db,
  query: GoodsListQuery,
  options: { keywordCountCap?: number; today?: string; visible?: SQL } = {},
): Promise<GoodsPage> {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? GOODS_PAGE.defaultSize;
  const [index, keywords] = await Promise.all([loadCategoryIndex(db), query.keyWords ? planGoodsSearch(db, query.keyWords) : null]);
  const conditions = await listConditions(db, query, index, keywords, options.today ?? utcDay(new Date()));
  const nothing = async (): Promise<GoodsPage> => {
    const didYouMean = await keywords?.suggest();
    return { list: [], total: 0, totalCapped: false, pageNum, pageSize, ...(didYouMean ? { didYouMean } : {}) };
  };
  if (!conditions) return nothing();

  const where = conditions.length ? and(...conditions) : undefined;
  const cap = query.keyWords ? (options.keywordCountCap ?? GOODS_PAGE.keywordCountCap) : null;
  const visible = options.visible ?? onSale;
  // The kept counts per category are the shared answer's; a company's own page counts its own goods.
  const categories = options.visible ? undefined : categoryOnlyFilter(query, index);
  const [list, counted] = await Promise.all([
    goodsSummaries(db, { where, rankFirst: keywords?.rankFirst, sort: query.sort ?? 'popular', limit: pageSize, offset: (pageNum - 1) * pageSize, index, visible }),
    categories === undefined ? countGoods(db, visible, where, cap) : countByCategories(db, categories),
  ]);
  if (keywords && counted.total === 0) return nothing();
  return { list, ...counted, pageNum, pageSize };
}
