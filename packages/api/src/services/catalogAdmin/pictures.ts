import { catalogPictureKey } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { staffAmong } from '../auth';
import { uploadsByKey } from '../files';
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
  const found = await uploadsByKey(db, keys as string[]);
  const staff = await staffAmong(db, [...found.values()].flatMap((upload) => (upload.memberId === null ? [] : [upload.memberId])));
  // A catalogue picture is one a staff member uploaded: an upload whose uploader is gone, or a buyer, is not.
  const have = new Set([...found].filter(([, upload]) => upload.memberId !== null && staff.has(upload.memberId)).map(([key]) => key));
  const missing = wanted.find((_, i) => !have.has(keys[i]!));
  if (missing !== undefined) throw invalid(`The picture ${missing} was not found. Please upload it again.`);
}
