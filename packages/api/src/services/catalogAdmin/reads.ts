import { asc } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { popularSearches } from '../../db/schema';

/** The popular searches the header offers, in the order staff arranged them. */
export async function popularSearchTerms(db: Reader): Promise<string[]> {
  const rows = await db.select({ term: popularSearches.term }).from(popularSearches).orderBy(asc(popularSearches.sort), asc(popularSearches.id));
  return rows.map((row) => row.term);
}
