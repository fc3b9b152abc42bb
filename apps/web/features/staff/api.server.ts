import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { account, errorCode, RES, staffCatalog, staffInquiry, type staffGoodsListSchema } from '@sw/protocol';
import { memberCall } from '@/lib/call.server';
import type { QueueInput } from './queueQuery';

/** The signed-in member when on the sales team, else null (no session, a buyer, or the back-end refused). */
export const currentStaff = cache(async () => {
  const me = await memberCall(account.viewInformation);
  return me.ok && me.data.isStaff === true ? me.data : null;
});

/**
 * The signed-in member when on the sales team. A visitor or a buyer gets the site's 404 page, before any
 * staff data is loaded, so nothing of the console reaches their HTML. Once per request (layout and page).
 */
export const requireStaff = cache(async () => {
  const staff = await currentStaff();
  if (!staff) notFound();
  return staff;
});

export async function loadQueue(input: QueueInput) {
  await requireStaff();
  return memberCall(staffInquiry.inquiryQueue, input);
}

/** One inquiry for the desk; an unknown id is the 404 page. */
export async function loadStaffInquiry(inquiryId: string) {
  await requireStaff();
  const result = await memberCall(staffInquiry.inquiryView, { inquiryId });
  if (!result.ok) {
    const code = errorCode(result);
    if (code === RES.NOT_FOUND || code === RES.INVALID_PARAMS) notFound();
  }
  return result;
}

/** A console page's title, resolved only for staff (the metadata is rendered even when the page is not found). */
export function staffMetadata(title: string): () => Promise<Metadata> {
  return async () => {
    await requireStaff();
    return { title: `${title} | Sales console`, robots: { index: false, follow: false } };
  };
}

// ---- the catalogue (console-catalog) ----

export async function loadCatalogGoods(input: z.output<typeof staffGoodsListSchema>) {
  await requireStaff();
  return memberCall(staffCatalog.goodsList, input);
}

export async function loadCatalogSetup() {
  await requireStaff();
  return memberCall(staffCatalog.setup, {});
}

/** Goods for the form; an unknown id is the 404 page. */
export async function loadCatalogGoodsView(goodsId: string) {
  await requireStaff();
  const result = await memberCall(staffCatalog.goodsView, { goodsId });
  if (!result.ok) {
    const code = errorCode(result);
    if (code === RES.NOT_FOUND || code === RES.INVALID_PARAMS) notFound();
  }
  return result;
}
