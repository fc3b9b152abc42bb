import { and, eq, or, sql } from 'drizzle-orm';
import type { FileRef } from '@sw/protocol';
import type { Db, Reader } from '../db/client';
import {
  cartLines, categories, facets, factories, goods, goodsImages, homeBanners, inquiries, inquiryFiles, inquiryItems, inquiryMessages, orderFiles,
  orderItems, orders,
} from '../db/schema';
import { isNewDesignPicture, mayViewNewDesigns } from '../services/catalog';
import type { FileReaders } from '../services/files';

/**
 * The records that hold a file, read across the domains that own them (issue 50: a read that spans domains is a
 * query, read only): the files domain's rule of who may read an upload or see a catalogue picture
 * (services/files/access.ts, serve.ts) asks these through its port, services/files/readers.ts.
 */

/**
 * Whether any record holds the upload, and whether one of them is the reader's: a cart line of their own (the cart
 * is personal), or an inquiry or order of their company (every colleague reads those). One statement, each branch
 * an index lookup (GIN jsonb_path_ops on the key lists, the upload id on inquiry_files).
 */
export async function fileHolders(db: Reader, upload: { id: number; key: string }, reader: { id: string; companyId: string | null }): Promise<{ attached: boolean; mine: boolean }> {
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

const USED_PICTURES_KEPT = 5000;
/** Addresses found in use, per process: a used picture is public from then on (its copies are out anyway). */
const usedPictures = new Set<string>();

/** Whether any record shows the picture: goods, their gallery, a category, facet value, factory, banner, or an order's or inquiry's line. */
export async function isUsedPicture(db: Db, url: string): Promise<boolean> {
  if (usedPictures.has(url)) return true;
  const result = await db.execute<{ used: boolean }>(sql`select (
    exists (select 1 from ${goods} where ${goods.imageUrl} = ${url})
    or exists (select 1 from ${goodsImages} where ${goodsImages.url} = ${url})
    or exists (select 1 from ${categories} where ${categories.imageUrl} = ${url})
    or exists (select 1 from ${facets} where ${facets.imageUrl} = ${url})
    or exists (select 1 from ${factories} where ${factories.images} @> ${JSON.stringify([url])}::jsonb)
    or exists (select 1 from ${homeBanners} where ${homeBanners.image} = ${url})
    or exists (select 1 from ${orderItems} where ${orderItems.imageUrl} = ${url})
    or exists (select 1 from ${inquiryItems} where ${inquiryItems.imageUrl} = ${url})
  ) as used`);
  const used = Boolean((result as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
  if (used) {
    if (usedPictures.size >= USED_PICTURES_KEPT) usedPictures.clear();
    usedPictures.add(url);
  }
  return used;
}

/**
 * The files of `files` that a line of one of the company's orders holds: every colleague reads those
 * (services/files/access.ts), so ordering again carries them into a colleague's cart and on into an inquiry.
 * One statement, each key a GIN lookup (order_items_custom_info_idx).
 */
async function companyOrderFiles(db: Reader, companyId: string, files: FileRef[]): Promise<FileRef[]> {
  const keys = [...new Set(files.map((file) => file.key))];
  if (!keys.length) return [];
  const held = await db
    .select({ customInfo: orderItems.customInfo })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(
      eq(orders.companyId, companyId),
      or(...keys.map((key) => sql`${orderItems.customInfo} @> ${JSON.stringify({ logoFiles: [{ key }] })}::jsonb`)),
    ));
  const heldKeys = new Set(held.flatMap((row) => row.customInfo?.logoFiles.map((file) => file.key) ?? []));
  return files.filter((file) => heldKeys.has(file.key));
}

/** What routes/files.ts wires into the files domain. */
export const fileHolderReads: FileReaders = { holders: fileHolders, companyOrderFiles, isNewDesignPicture, mayViewNewDesigns, isUsedPicture };
