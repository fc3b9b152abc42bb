import { and, eq, inArray } from 'drizzle-orm';
import { catalogPictureKey } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { members, uploads } from '../../db/schema';
import { invalid } from '../../lib/errors';

/**
 * The pictures a staff save may point at: those the record already has (the demo's drawn pictures
 * included), and catalogue pictures (`/files/catalog/<name>`) that a staff member uploaded. Anything
 * else, a buyer's upload or an address elsewhere, is refused: the storefront serves these to everyone.
 */
export async function checkPictures(db: Db | Tx, urls: readonly string[], current: readonly string[] = []): Promise<void> {
  const kept = new Set(current);
  const wanted = urls.filter((url) => !kept.has(url));
  if (!wanted.length) return;
  const keys = wanted.map((url) => catalogPictureKey(url));
  const bad = wanted.find((_, i) => !keys[i]);
  if (bad !== undefined) throw invalid(`The picture ${bad} is not a catalogue picture. Please upload it again.`);
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .innerJoin(members, eq(members.id, uploads.memberId))
    .where(and(inArray(uploads.key, keys as string[]), eq(members.role, 'staff')));
  const have = new Set(found.map((row) => row.key));
  const missing = wanted.find((_, i) => !have.has(keys[i]!));
  if (missing !== undefined) throw invalid(`The picture ${missing} was not found. Please upload it again.`);
}
