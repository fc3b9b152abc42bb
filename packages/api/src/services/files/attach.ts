import { inArray } from 'drizzle-orm';
import type { FileRef } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { orderFiles, uploads } from '../../db/schema';
import { fileNotFound } from './ownership';

/**
 * Records that `source` (say 'proof:3') of order `orderId` holds these files, so the order's buyer and staff may read
 * them (services/files/access.ts). In the caller's transaction; the keys must be uploads (checked by the caller:
 * `checkOwnFiles` for a buyer's files, `checkStaffFiles` for the sales team's).
 */
export async function attachOrderFiles(tx: Tx, orderId: number, source: string, files: FileRef[]): Promise<void> {
  const keys = [...new Set(files.map((file) => file.key))];
  if (!keys.length) return;
  const rows = await tx.select({ id: uploads.id }).from(uploads).where(inArray(uploads.key, keys));
  if (rows.length !== keys.length) throw fileNotFound();
  await tx.insert(orderFiles).values(rows.map((row) => ({ orderId, uploadId: row.id, source }))).onConflictDoNothing();
}
