import { inArray } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { uploads } from '../../db/schema';

/** The names the files were uploaded with, by key (a thread's attachments). */
export async function uploadNames(db: Reader, keys: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(keys)];
  if (!distinct.length) return new Map();
  const rows = await db.select({ key: uploads.key, name: uploads.name }).from(uploads).where(inArray(uploads.key, distinct));
  return new Map(rows.map((row) => [row.key, row.name]));
}
