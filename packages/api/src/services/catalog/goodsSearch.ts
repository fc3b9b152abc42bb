import type { GoodsListQuery } from '@sw/protocol/schemas/catalog';
import type { GoodsPage } from '@sw/protocol';
import type { Db } from '../../db/client';
import { answerKey, cachedCatalogAnswerAt, catalogVersion } from '../../lib/catalogAnswerCache';
import { listGoods, onSale } from './goodsList';
import { standardFacets } from '../compliance';
import { utcDay } from '../../lib/dailyNumber';

/**
 * A search as typed whose words alone found nothing: no category, facet or new-arrivals filter, no chosen sort, the
 * first page. The storefront renders (and prefetches) each filter and sort link of a results page with the words
 * kept: a narrowed list finding nothing says nothing about what the catalogue lacks, and a re-sort is the same miss.
 */
export function isMiss(query: GoodsListQuery, answer: GoodsPage): query is GoodsListQuery & { keyWords: string } {
  if (!query.keyWords || answer.total !== 0 || query.sort !== undefined || (query.pageNum ?? 1) !== 1) return false;
  const { keyWords: _words, pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  return Object.values(filters).every((value) => value === undefined);
}

/**
 * csite/onlineGoodsList.do: the goods list, kept while the catalogue version stays, with the words of a search that
 * found nothing (`missed`, else null) for the search domain to count (workflows/searchGoods.ts).
 */
export async function searchGoodsList(db: Db, query: GoodsListQuery, now: Date): Promise<{ page: GoodsPage; missed: string | null }> {
  // A standard's facet counts documents valid today: the answer is kept per day.
  const today = utcDay(now);
  const version = await catalogVersion(db);
  const [answer, standards] = await Promise.all([
    cachedCatalogAnswerAt(db, version, answerKey('goodsList', query.standard ? { ...query, today } : query), () => listGoods(db, query, { today })),
    // The standard facet's options and counts: the same for every query, kept per catalogue version and day.
    cachedCatalogAnswerAt(db, version, answerKey('standardFacets', { today }), () => standardFacets(db, today, onSale)),
  ]);
  return { page: { ...answer, standards }, missed: isMiss(query, answer) ? query.keyWords : null };
}
