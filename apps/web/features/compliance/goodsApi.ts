'use client';
import { lazyCaller } from '@/lib/backend/lazyCall';

/**
 * The goods page's one compliance call, apart from api.ts: the page is a visitor's, so the call client and the
 * contracts load on the first call (lib/backend/lazyCall.ts), never with the page.
 */
const callCatalog = lazyCaller(() => import('@sw/protocol/contracts/catalog'));

/**
 * The goods' standards with their reports, for a signed-in member: the cached page carries a visitor's answer,
 * which leaves the reports out (docs/protocol.md, Compliance documents). Null when they could not be read.
 */
export async function loadStandardReports(goodsId: string) {
  const result = await callCatalog((catalog) => catalog.onlineGoodsDetail, { goodsId });
  return result.ok ? result.data.standards : null;
}
