import { CART_LIMITS, RES, type LineCustomization, type OrderAgainResult, type ReorderedLine, type ReorderLeftOut } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { addCustomLine, type CartGoods, checkRoomForLines, countLines, findPlainLine, isMoreThanNotes, loadCartGoods, lockCart, mergeIntoPlainLine } from '../cart';
import { loadOrder, loadOrderItems, type OrderItemRow } from '../order';

/**
 * orderAgain.do: an order's lines (all, or the ones named) go into the member's cart as they were ordered: the same
 * goods, specifications, quantities and customization with its files, priced by the cart at today's tiers.
 * - A withdrawn goods, a specification that no longer exists and a quoted extra line (no goods) are left out and listed.
 * - A line below today's MOQ is raised to it (the first specification takes the difference) and the buyer is told.
 * - A plain line (one specification, at most notes) adds its pieces to the member's plain line of the same
 *   specification, as "Add to cart" does; a customized line always becomes a line of its own (never merged).
 * - Any status of the company's order, sample orders included (their lines come back as bulk goods): it only
 *   fills the buyer's cart, which goes through an inquiry and a quotation again.
 * - The logo files stay readable: the company's order line holds them (services/files/access.ts) and the cart line
 *   does too; placing the inquiry accepts them (companyOrderFiles in services/files/ownership.ts).
 * All lines or none (the cart's line limit refuses the whole call).
 */

const pieces = (n: number) => n.toLocaleString('en-US');
const WITHDRAWN = 'This product is not available any more.';
const NOT_CATALOGUE = 'This line is not a catalogue product (the sales team added it to the quotation): ask for it in your next inquiry.';
const SPEC_GONE = 'This specification no longer exists.';

interface Planned {
  item: OrderItemRow;
  info: CartGoods;
  variants: { specId: number | null; qty: number }[];
  qty: number;
  raisedFrom: number | null;
  customInfo: LineCustomization | null;
  plain: boolean;
}

function leftOut(item: OrderItemRow, reason: string, skuCode: string | null = null): ReorderLeftOut {
  return { orderLineId: String(item.id), goodsCode: item.goodsCode, title: item.title, skuCode, reason };
}

/** Why a whole line cannot go in, or null when its goods is on sale. */
function lineRefusal(item: OrderItemRow, info: CartGoods | undefined): string | null {
  if (item.goodsId === null) return NOT_CATALOGUE;
  if (!info || info.status !== 1) return WITHDRAWN;
  return null;
}

/** What one order line becomes today; what cannot go in (the line, or some of its specifications) joins `problems`. */
function plan(item: OrderItemRow, info: CartGoods | undefined, problems: ReorderLeftOut[]): Planned | null {
  const refusal = lineRefusal(item, info);
  if (refusal || !info) {
    problems.push(leftOut(item, refusal ?? WITHDRAWN));
    return null;
  }
  const variants: Planned['variants'] = [];
  for (const variant of item.variants) {
    const specId = variant.specId === null ? null : Number(variant.specId);
    const exists = specId === null ? info.specs.size === 0 : info.specs.has(specId);
    if (exists) variants.push({ specId, qty: variant.qty });
    else problems.push(leftOut(item, specId === null ? 'This product now comes in specifications: choose one on its page.' : SPEC_GONE, variant.skuCode));
  }
  if (!variants.length) return null;
  const ordered = variants.reduce((sum, variant) => sum + variant.qty, 0);
  const raisedFrom = ordered < info.moq ? ordered : null;
  if (raisedFrom !== null) variants[0] = { ...variants[0]!, qty: variants[0]!.qty + info.moq - ordered };
  const qty = Math.max(ordered, info.moq);
  if (qty > CART_LIMITS.maxQty) {
    problems.push(leftOut(item, `A cart line can hold at most ${pieces(CART_LIMITS.maxQty)} pieces.`));
    return null;
  }
  const plain = variants.length === 1 && !isMoreThanNotes(item.customInfo);
  return { item, info, variants, qty, raisedFrom, customInfo: item.customInfo, plain };
}

function noteOf(planned: Planned, mergedWith: number | null): string | null {
  const notes: string[] = [];
  if (planned.raisedFrom !== null) {
    notes.push(`Raised from ${pieces(planned.raisedFrom)} to ${pieces(planned.qty)} pieces: the minimum order is now ${pieces(planned.info.moq)}.`);
  }
  if (mergedWith !== null) notes.push(`Added to the ${pieces(mergedWith)} pieces already in your cart.`);
  return notes.length ? notes.join(' ') : null;
}

async function write(tx: Tx, memberId: string, planned: Planned, now: Date, problems: ReorderLeftOut[]): Promise<ReorderedLine | null> {
  const base = { orderLineId: String(planned.item.id), goodsId: String(planned.info.id), goodsCode: planned.info.code, title: planned.info.title, qty: planned.qty, raisedFrom: planned.raisedFrom };
  if (planned.plain) {
    const specId = planned.variants[0]!.specId;
    const existing = await findPlainLine(tx, memberId, planned.info.id, specId);
    if (existing && existing.qty + planned.qty > CART_LIMITS.maxQty) {
      problems.push(leftOut(planned.item, `Your cart already holds ${pieces(existing.qty)} pieces of it: a line can hold at most ${pieces(CART_LIMITS.maxQty)}.`));
      return null;
    }
    // The order's notes go along unless the cart's line has notes of its own.
    const customInfo = existing?.customInfo ? undefined : planned.customInfo;
    const row = await mergeIntoPlainLine(tx, { memberId, goodsId: planned.info.id, specId, qty: planned.qty, customInfo }, now);
    return { ...base, cartLineId: String(row.id), merged: Boolean(existing), note: noteOf(planned, existing?.qty ?? null) };
  }
  const row = await addCustomLine(tx, { memberId, goodsId: planned.info.id, qty: planned.qty, preciseInfo: { variants: planned.variants }, customInfo: planned.customInfo }, now);
  return { ...base, cartLineId: String(row.id), merged: false, note: noteOf(planned, null) };
}

export async function orderAgain(db: Db, member: Member, input: { orderId: number; lineIds?: number[] }, now: Date): Promise<OrderAgainResult> {
  const buyer = companyMember(member);
  const order = await loadOrder(db, input.orderId, buyer);
  const wanted = input.lineIds ? [...new Set(input.lineIds)] : null;
  const items = (await loadOrderItems(db, order.id)).filter((item) => !wanted || wanted.includes(item.id));
  if (wanted && items.length !== wanted.length) throw new ApiError(RES.NOT_FOUND, 'This order line was not found.');
  const infos = await loadCartGoods(db, items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])));
  const problems: ReorderLeftOut[] = [];
  const planned = items.flatMap((item) => plan(item, item.goodsId === null ? undefined : infos.get(item.goodsId), problems) ?? []);

  return db.transaction(async (tx) => {
    await lockCart(tx, member.id);
    let newLines = 0;
    for (const line of planned) {
      if (!line.plain || !(await findPlainLine(tx, member.id, line.info.id, line.variants[0]!.specId))) newLines += 1;
    }
    await checkRoomForLines(tx, member.id, newLines);
    const added: ReorderedLine[] = [];
    for (const line of planned) {
      const written = await write(tx, member.id, line, now, problems);
      if (written) added.push(written);
    }
    return { orderId: String(order.id), orderNo: order.orderNo, added, leftOut: problems, cartNum: await countLines(tx, member.id) };
  });
}
