import { RES } from '@sw/protocol';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { addCustomLine, checkLineTotal, checkRoomForLines, countLines, findPlainLine, isMoreThanNotes, loadCartGoods, lockCart, mergeIntoPlainLine } from '../cart';
import { loadInquiry, loadItems } from './view';

/**
 * preq/addToInquiryCart.do: a past inquiry's lines back into the cart, as the cart adds them: a line with one
 * specification and notes at most merges into the member's plain line, anything else becomes a customized line.
 * Goods no longer on sale, and specifications the goods no longer has, are left out (`added` counts what went in);
 * a quick inquiry has no lines to send.
 */
export async function addInquiryToCart(db: Db, member: CompanyMember, inquiryId: number, now: Date): Promise<{ cartNum: number; added: number }> {
  // Any colleague's inquiry goes into the caller's own cart (the cart stays personal).
  const inquiry = await loadInquiry(db, inquiryId, member);
  const memberId = member.id;
  if (inquiry.mode === 0) throw new ApiError(RES.CONFLICT, 'A quick inquiry has no products to add to the cart.');
  const items = await loadItems(db, inquiry.id);
  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    const infos = await loadCartGoods(tx, items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])));
    let added = 0;
    for (const item of items) {
      const info = item.goodsId === null ? undefined : infos.get(item.goodsId);
      if (!info || info.status !== 1) continue;
      const variants = item.variants.flatMap((variant) => {
        const specId = variant.specId === null ? null : Number(variant.specId);
        // A goods without specifications takes a null spec; one with them only its own.
        if (specId === null ? info.specs.size > 0 : !info.specs.has(specId)) return [];
        return [{ specId, qty: variant.qty }];
      });
      if (!variants.length) continue;
      const qty = variants.reduce((sum, variant) => sum + variant.qty, 0);
      if (variants.length === 1 && !isMoreThanNotes(item.customInfo)) {
        const only = variants[0]!;
        const existing = await findPlainLine(tx, memberId, info.id, only.specId);
        checkLineTotal(info, (existing?.qty ?? 0) + only.qty);
        if (!existing) await checkRoomForLines(tx, memberId, 1);
        await mergeIntoPlainLine(tx, { memberId, goodsId: info.id, specId: only.specId, qty: only.qty, ...(item.customInfo ? { customInfo: item.customInfo } : {}) }, now);
      } else {
        checkLineTotal(info, qty);
        await checkRoomForLines(tx, memberId, 1);
        await addCustomLine(tx, { memberId, goodsId: info.id, qty, preciseInfo: { variants }, customInfo: item.customInfo ?? null }, now);
      }
      added += 1;
    }
    return { cartNum: await countLines(tx, memberId), added };
  });
}
