import type { GoodsListQuery } from '@sw/protocol/schemas/catalog';
import type { GoodsPage } from '@sw/protocol';
import type { Db } from '../../db/client';
import { answerKey, cachedCatalogAnswer } from '../catalog/answerCache';
import { listGoods } from '../catalog/goodsList';
import { countMiss } from './misses';

/**
 * csite/onlineGoodsList.do: the goods list, kept while the catalogue version stays; a keyword search that found
 * nothing is counted (every time, a cached answer too: each is a buyer who found nothing), without who searched.
 */
export async function searchGoodsList(db: Db, query: GoodsListQuery, now: Date): Promise<GoodsPage> {
  const answer = await cachedCatalogAnswer(db, answerKey('goodsList', query), () => listGoods(db, query));
  if (query.keyWords && answer.total === 0) await countMiss(db, query.keyWords, now);
  return answer;
}
