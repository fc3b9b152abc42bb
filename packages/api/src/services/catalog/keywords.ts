import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { onSale } from './visibility';
import { keywordCondition, type KeywordSearch, planKeywordSearch, type SearchTarget } from '../search';

/** The goods as the search domain searches them: the search rules are its, the goods table the catalog's. */
const GOODS: SearchTarget = {
  search: goods.search,
  code: goods.code,
  findsOnSale: async (db, tsQuery) => {
    const [found] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(onSale, sql`${goods.search} @@ to_tsquery('simple', ${tsQuery})`))
      .limit(1);
    return Boolean(found);
  },
};

/** The goods condition for words as typed (prefix) or the exact goods code: the staff goods list's search. */
export function goodsKeywordCondition(db: Db, keyWords: string): Promise<SQL> {
  return keywordCondition(db, GOODS, keyWords);
}

/** The storefront's forgiving keyword search over the goods (typo corrections, synonyms, "Did you mean"). */
export function planGoodsSearch(db: Db, keyWords: string): Promise<KeywordSearch> {
  return planKeywordSearch(db, GOODS, keyWords);
}
