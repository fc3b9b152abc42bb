import { eq } from 'drizzle-orm';
import { isValidFileKey } from '@sw/protocol';
import { uploads } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { Member } from '../../lib/member';
import { fileReaders } from './readers';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Who may read an uploaded file (GET /files/<key>; catalogue pictures have their own rule in serve.ts):
 * - staff: every file;
 * - every colleague of the company whose record the file is attached to: a message in the company's inquiry thread
 *   (whoever sent it, so a buyer reads the sales team's attachments), the company's inquiry (quick files, line logos:
 *   inquiry_files) or order line (logos), or any record of the company's order (order_files: slips, proofs,
 *   production media, order messages); a cart line's logos only for the cart's member (the cart is personal);
 * - its uploader, only while it is attached to nothing: the file a buyer has just uploaded and is about to use.
 *   Once attached, the records' readers decide, so uploading a file or knowing its key never grants reading it.
 *   (A buyer can attach only their own uploads, to their own records: checkOwnFiles in services/cart/rules.ts.)
 * The records' owners answer who holds a file (./readers.ts, queries/fileHolders.ts).
 * Files kept only in an inquiry's first request or a pending edit are the buyer's own uploads, which the
 * uploader rule covers once no current record holds them.
 */
export async function readableUpload(db: Db | Tx, member: Member | null, key: string): Promise<UploadRow | null> {
  if (!member || !isValidFileKey(key)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row) return null;
  if (member.role === 'staff') return row;
  const { attached, mine } = await fileReaders().holders(db, row, member);
  if (attached) return mine ? row : null;
  return row.memberId === member.id ? row : null;
}

/** Whether `member` may read the file under `key` (the rule of `readableUpload`). */
export async function mayReadFile(db: Db | Tx, member: Member | null, key: string): Promise<boolean> {
  return (await readableUpload(db, member, key)) !== null;
}
