import { inArray } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { uploads } from '../../db/schema';

/** The uploads of `keys`, by key: their id (for a link to them) and who uploaded them. An unknown key is absent. */
export async function uploadsByKey(db: Reader, keys: string[]): Promise<Map<string, { id: number; memberId: string | null }>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: uploads.id, key: uploads.key, memberId: uploads.memberId }).from(uploads).where(inArray(uploads.key, wanted));
  return new Map(rows.map((row) => [row.key, { id: row.id, memberId: row.memberId }]));
}
