import type { Tx } from '../../db/client';
import { addCustomLine, checkLineTotal, checkRoomForLines, findPlainLine, isMoreThanNotes, loadCartGoods, lockCart, mergeIntoPlainLine } from '../../services/cart';
import type { ItemRow } from '../../services/inquiry';

/**
 * The step that puts an inquiry's lines into a member's cart, as the cart adds them, under the cart lock: a line with
 * one specification and notes at most merges into the member's plain line, anything else becomes a customized line.
 * Goods no longer on sale, and specifications the goods no longer has, are left out. Answers how many lines went in.
 */
export async function inquiryLinesIntoCart(tx: Tx, memberId: string, items: ItemRow[], now: Date): Promise<number> {
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
  return added;
}
