import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { prefixQuery } from '../../lib/textSearch';

/**
 * The goods condition for what a buyer typed: every word as a prefix (so 'gold pla' finds
 * 'Gold Plated') over title, code and specification values, or the exact goods code.
 * Both branches are indexed (GIN on goods.search, unique btree on goods.code).
 * Text without any searchable word (only punctuation, say) can only match a code.
 */
export async function keywordCondition(db: Db, keyWords: string): Promise<SQL> {
  const query = await prefixQuery(db, keyWords);
  const exactCode = eq(goods.code, keyWords.trim().toUpperCase());
  if (!query) return exactCode;
  return or(sql`${goods.search} @@ to_tsquery('simple', ${query})`, exactCode)!;
}
