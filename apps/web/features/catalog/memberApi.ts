'use client';
import type { InputOf } from '@sw/protocol';
import type { onlineGoodsList } from '@sw/protocol/contracts/catalog';
import { lazyCaller } from '@/lib/backend/lazyCall';

/**
 * The signed-in company's own catalogue (issue 51): loaded only by the member parts of the list and goods pages, on
 * first use, so a visitor's page carries neither the call client nor these contracts' schemas.
 */
const callCatalog = lazyCaller(() => import('@sw/protocol/contracts/catalog'));

/** The company's prices for a page's goods, the ones it may not see, and with `list` its own page of that query. */
export function loadMemberPrices(goodsIds: readonly string[], list?: InputOf<typeof onlineGoodsList>) {
  return callCatalog((catalog) => catalog.memberPrices, list ? { goodsIds: [...goodsIds], list } : { goodsIds: [...goodsIds] });
}

/** A goods exclusive to the company, which the shared goods page answers with the ordinary 404. */
export function loadMemberGoodsDetail(goodsId: string) {
  return callCatalog((catalog) => catalog.memberGoodsDetail, { goodsId });
}
