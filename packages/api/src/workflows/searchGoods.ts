import type { GoodsListQuery } from '@sw/protocol/schemas/catalog';
import type { GoodsPage } from '@sw/protocol';
import type { Db } from '../db/client';
import { searchGoodsList } from '../services/catalog';
import { countMiss } from '../services/search';

/**
 * csite/onlineGoodsList.do: the catalog's goods list, and a search whose words found nothing counted by the search
 * domain (every time, a cached answer too: each is a buyer who found nothing), without who searched. A workflow, as the
 * count is the search domain's write (issue 50: no service calls another domain's writer).
 */
export async function searchGoods(db: Db, query: GoodsListQuery, now: Date): Promise<GoodsPage> {
  const { page, missed } = await searchGoodsList(db, query, now);
  if (missed !== null) await countMiss(db, missed, now);
  return page;
}
