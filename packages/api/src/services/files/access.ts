import { eq, sql } from 'drizzle-orm';
import { isValidFileKey } from '@sw/protocol';
import { cartLines, inquiries, inquiryFiles, inquiryMessages, orderFiles, orderItems, orders, uploads } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import type { Member } from '../../lib/member';

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
 * Files kept only in an inquiry's first request or a pending edit are the buyer's own uploads, which the
 * uploader rule covers once no current record holds them.
 */
export async function readableUpload(db: Db | Tx, member: Member | null, key: string): Promise<UploadRow | null> {
  if (!member || !isValidFileKey(key)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row) return null;
  if (member.role === 'staff') return row;
  const { attached, mine } = await recordReaders(db, row, member);
  if (attached) return mine ? row : null;
  return row.memberId === member.id ? row : null;
}

/** Whether `member` may read the file under `key` (the rule of `readableUpload`). */
export async function mayReadFile(db: Db | Tx, member: Member | null, key: string): Promise<boolean> {
  return (await readableUpload(db, member, key)) !== null;
}

/**
 * Whether any record holds the upload, and whether one of them is the reader's: a cart line of their own (the cart
 * is personal), or an inquiry or order of their company (every colleague reads those). One statement, each branch
 * an index lookup (GIN jsonb_path_ops on the key lists, the upload id on inquiry_files).
 */
async function recordReaders(db: Db | Tx, upload: UploadRow, reader: { id: string; companyId: string | null }): Promise<{ attached: boolean; mine: boolean }> {
  const inKeyList = JSON.stringify([upload.key]);
  const inLogos = JSON.stringify({ logoFiles: [{ key: upload.key }] });
  const member = reader.id;
  const company = reader.companyId;
  const result = await db.execute<{ attached: boolean; mine: boolean }>(sql`
    select count(*) > 0 as attached,
      coalesce(bool_or(owner = ${member}::uuid or company = ${company}::uuid), false) as mine from (
      select null::uuid as owner, ${inquiries.companyId} as company from ${inquiryMessages}
        join ${inquiries} on ${inquiries.id} = ${inquiryMessages.inquiryId}
        where ${inquiryMessages.fileKeys} @> ${inKeyList}::jsonb
      union all
      select null::uuid, ${inquiries.companyId} from ${inquiryFiles}
        join ${inquiries} on ${inquiries.id} = ${inquiryFiles.inquiryId}
        where ${inquiryFiles.uploadId} = ${upload.id}
      union all
      select ${cartLines.memberId}, null::uuid from ${cartLines} where ${cartLines.customInfo} @> ${inLogos}::jsonb
      union all
      select null::uuid, ${orders.companyId} from ${orderItems}
        join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orderItems.customInfo} @> ${inLogos}::jsonb
      union all
      select null::uuid, ${orders.companyId} from ${orderFiles}
        join ${orders} on ${orders.id} = ${orderFiles.orderId}
        where ${orderFiles.uploadId} = ${upload.id}
    ) as holders`);
  const row = (result as unknown as { rows: { attached: boolean; mine: boolean }[] }).rows[0];
  return { attached: Boolean(row?.attached), mine: Boolean(row?.mine) };
}
