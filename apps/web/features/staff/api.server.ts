import type { z } from 'zod';
import { staffCatalog, type staffGoodsListSchema } from '@sw/protocol';
import { notFoundWhenMissing, requireStaff } from '@/lib/staff.server';
import { memberCall } from '@/lib/backend/call.server';

export { currentStaff, requireStaff, staffMetadata } from '@/lib/staff.server';

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
  return notFoundWhenMissing(await memberCall(staffCatalog.goodsView, { goodsId }));
}
