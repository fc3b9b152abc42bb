import { and, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMIZATION_LIMITS, RES, type CartChange, type FileRef, type LineCustomization } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { cartLines, type CartPreciseInfo } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import { countLines, goodsNotFound, goodsOnSale, goodsQtyInCart, loadCartGoods, ownLine, toCartLine, variantsOf, type CartGoods, type LineRow } from './lines';
import {
  checkCustomization, checkLineQuantity, checkRoomForLines, checkVariants, isMoreThanNotes,
  lockCart, specOf,
} from './rules';
import { pricedColumns, type CartTerms, type CartTermsLoader } from './terms';
import { checkOwnFiles, distinctFiles } from '../files';

/** Every cart change: checks, then one transaction that holds the member's cart lock. */

const plainTarget = {
  target: [cartLines.memberId, cartLines.goodsId, cartLines.specKey],
  targetWhere: sql`${cartLines.kind} = 'plain'`,
};

/**
 * Adds pieces to the member's plain line of a goods and specification, creating it when there is none. The
 * partial unique index makes two parallel adds one line with both quantities, never two lines.
 */
export async function mergeIntoPlainLine(
  tx: Tx,
  line: {
    memberId: string; goodsId: number; specId: number | null; qty: number; customInfo?: LineCustomization | null;
    /** What priced the line (issue 51); left out: the catalogue. */
    priced?: { priceListId: number | null; priceListVersion: number | null };
  },
  now: Date,
): Promise<LineRow> {
  const priced = line.priced ?? { priceListId: null, priceListVersion: null };
  const [row] = await tx
    .insert(cartLines)
    .values({ memberId: line.memberId, goodsId: line.goodsId, specId: line.specId, qty: line.qty, kind: 'plain', customInfo: line.customInfo ?? null, ...priced, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      ...plainTarget,
      set: {
        qty: sql`${cartLines.qty} + excluded.qty`,
        ...priced,
        updatedAt: now,
        ...(line.customInfo !== undefined ? { customInfo: line.customInfo } : {}),
      },
    })
    .returning();
  return row!;
}

/**
 * A customized line of its own (never merged): the cart's putIntoCart2.do, a past inquiry's line back into the cart
 * (inquiry's addInquiryToCart) and an order's line ordered again (reorder's orderAgain), each under the cart lock.
 */
export async function addCustomLine(
  tx: Tx,
  line: {
    memberId: string; goodsId: number; qty: number; preciseInfo: CartPreciseInfo; customInfo: LineCustomization | null;
    priced?: { priceListId: number | null; priceListVersion: number | null };
  },
  now: Date,
): Promise<LineRow> {
  const [row] = await tx
    .insert(cartLines)
    .values({
      memberId: line.memberId, goodsId: line.goodsId, kind: 'custom', specId: null, qty: line.qty, preciseInfo: line.preciseInfo, customInfo: line.customInfo,
      ...line.priced, createdAt: now, updatedAt: now,
    })
    .returning();
  return row!;
}

/** The member's lines sent in an inquiry leave the cart (workflows/cartToInquiry.ts, in the inquiry's use case: a failure after it puts them back). */
export async function takeLinesOut(tx: Tx, memberId: string, lineIds: number[]): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, lineIds)));
}

/** The member's plain line of a goods and specification, if any. */
export async function findPlainLine(tx: Tx, memberId: string, goodsId: number, specId: number | null): Promise<LineRow | undefined> {
  const [row] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.goodsId, goodsId), eq(cartLines.specKey, specId ?? 0), eq(cartLines.kind, 'plain')))
    .limit(1);
  return row;
}

/** What every change answers: the line as it is now, and the member's line count. */
async function answer(tx: Tx, memberId: string, row: LineRow, info: CartGoods): Promise<CartChange> {
  return { line: toCartLine(row, info), cartNum: await countLines(tx, memberId) };
}

/** The company's terms of one goods a change touches; a goods it may not see is the ordinary not-found. */
async function termsOf(db: Db | Tx, loadTerms: CartTermsLoader, goodsId: number, specId: number | null): Promise<CartTerms> {
  const terms = await loadTerms(db, [{ goodsId, specId }]);
  if (!terms.maySee(goodsId)) throw goodsNotFound();
  return terms;
}

/** A line's new pieces against the goods' rule, counted with the member's other lines of the goods (mix and match). */
async function checkQuantityInCart(tx: Tx, memberId: string, terms: CartTerms, info: CartGoods, lineQty: number, lineId: number | null): Promise<void> {
  const others = await goodsQtyInCart(tx, memberId, info.id, lineId);
  checkLineQuantity(info, terms.ruleOf(info.id), lineQty, others + lineQty);
}

/** putIntoCart.do: a plain line; the same goods and specification again adds to the line. */
export async function putIntoCart(
  db: Db, memberId: string, input: { goodsId: number; specId?: number; qty: number }, now: Date, loadTerms: CartTermsLoader,
): Promise<CartChange> {
  const info = await goodsOnSale(db, input.goodsId);
  const specId = specOf(info, input.specId);
  const terms = await termsOf(db, loadTerms, info.id, specId);
  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    const existing = await findPlainLine(tx, memberId, info.id, specId);
    await checkQuantityInCart(tx, memberId, terms, info, (existing?.qty ?? 0) + input.qty, existing?.id ?? null);
    if (!existing) await checkRoomForLines(tx, memberId, 1);
    const row = await mergeIntoPlainLine(tx, { memberId, goodsId: info.id, specId, qty: input.qty, priced: pricedColumns(terms, info.id, specId) }, now);
    return { ...(await answer(tx, memberId, row, info)), merged: Boolean(existing) };
  });
}

/** putIntoCart2.do: a customized line with its breakdown; never merged. */
export async function putIntoCart2(
  db: Db,
  memberId: string,
  input: { goodsId: number; variants: { specId?: number; qty: number }[]; customization: LineCustomization },
  now: Date,
  loadTerms: CartTermsLoader,
): Promise<CartChange> {
  const info = await goodsOnSale(db, input.goodsId);
  const terms = await termsOf(db, loadTerms, info.id, null);
  const { variants, total } = checkVariants(info, input.variants, () => {});
  const customization = await checkCustomization(db, memberId, info, input.customization);
  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    await checkQuantityInCart(tx, memberId, terms, info, total, null);
    await checkRoomForLines(tx, memberId, 1);
    const priced = pricedColumns(terms, info.id, null);
    const row = await addCustomLine(tx, { memberId, goodsId: info.id, qty: total, preciseInfo: { variants }, customInfo: customization, priced }, now);
    return answer(tx, memberId, row, info);
  });
}

/**
 * Runs an edit of one of the member's lines under the cart lock; the line is read locked. With `loadTerms` (the
 * edits of quantities) the company's terms of the goods come along and the saved line records what prices it.
 */
async function editLine(
  db: Db, memberId: string, lineId: number, edit: (tx: Tx, row: LineRow, info: CartGoods, terms: CartTerms | null) => Promise<LineRow>,
  priced?: { loadTerms: CartTermsLoader; now: Date },
): Promise<CartChange> {
  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    const row = await ownLine(tx, memberId, lineId, true);
    const info = (await loadCartGoods(tx, [row.goodsId])).get(row.goodsId)!;
    const terms = priced ? await termsOf(tx, priced.loadTerms, row.goodsId, row.kind === 'plain' ? row.specId : null) : null;
    let saved = await edit(tx, row, info, terms);
    if (terms && priced) saved = await updateLine(tx, saved, pricedColumns(terms, saved.goodsId, saved.kind === 'plain' ? saved.specId : null), priced.now);
    return answer(tx, memberId, saved, info);
  });
}

/** The goods' rule check of an edit: the terms come with every edit of quantities (editLine's `priced`). */
function rulesOf(tx: Tx, memberId: string, terms: CartTerms | null, info: CartGoods, lineId: number) {
  return (lineQty: number) => checkQuantityInCart(tx, memberId, terms!, info, lineQty, lineId);
}

/** Edits of quantities need the goods on sale: a withdrawn goods' line can only be removed. */
function requireOnSale(info: CartGoods): void {
  if (info.status !== 1) throw new ApiError(RES.CONFLICT, 'This product is not available any more. You can remove it from your cart.');
}

async function updateLine(tx: Tx, row: LineRow, values: Partial<typeof cartLines.$inferInsert>, now: Date): Promise<LineRow> {
  const [updated] = await tx.update(cartLines).set({ ...values, updatedAt: now }).where(eq(cartLines.id, row.id)).returning();
  return updated!;
}

/** cartEditQty.do: a line's quantity; a line with several variants is changed per variant instead. */
export function editQty(db: Db, memberId: string, input: { lineId: number; qty: number }, now: Date, loadTerms: CartTermsLoader): Promise<CartChange> {
  return editLine(db, memberId, input.lineId, async (tx, row, info, terms) => {
    requireOnSale(info);
    const variants = variantsOf(row);
    if (variants.length > 1) {
      throw new ApiError(RES.CONFLICT, 'This line has several specifications: change the quantity of each one instead.');
    }
    await rulesOf(tx, memberId, terms, info, row.id)(input.qty);
    if (row.kind === 'plain') return updateLine(tx, row, { qty: input.qty }, now);
    return updateLine(tx, row, { qty: input.qty, preciseInfo: { variants: [{ specId: variants[0]!.specId, qty: input.qty }] } }, now);
  }, { loadTerms, now });
}

/** cartRemoveGoods.do: the given lines, all of them the member's, or nothing is removed. */
export async function removeLines(db: Db, memberId: string, lineIds: number[]): Promise<CartChange> {
  const ids = [...new Set(lineIds)];
  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    const removed = await tx.delete(cartLines).where(and(inArray(cartLines.id, ids), eq(cartLines.memberId, memberId))).returning({ id: cartLines.id });
    // Rolls the deletion back: one line that is not the member's refuses the whole call.
    if (removed.length !== ids.length) throw new ApiError(RES.NOT_FOUND, 'One of these cart lines was not found. Nothing was removed.');
    return { line: null, cartNum: await countLines(tx, memberId) };
  });
}

/** A plain line that gets more than notes becomes a customized line (it leaves the merge key). */
function asCustomized(row: LineRow, customization: LineCustomization): Partial<typeof cartLines.$inferInsert> {
  if (row.kind === 'custom' || !isMoreThanNotes(customization)) return { customInfo: customization };
  return { customInfo: customization, kind: 'custom', specId: null, preciseInfo: { variants: variantsOf(row) } };
}

/**
 * cartEditCustomInfo.do: replaces the line's customization and, when given, its breakdown (the editor saves both
 * at once, so a refused breakdown leaves the customization unchanged too). A new breakdown makes the line customized.
 */
export function editCustomInfo(
  db: Db,
  memberId: string,
  input: { lineId: number; customization: LineCustomization; variants?: { specId?: number; qty: number }[] },
  now: Date,
  loadTerms: CartTermsLoader,
): Promise<CartChange> {
  return editLine(db, memberId, input.lineId, async (tx, row, info, terms) => {
    requireOnSale(info);
    const customization = await checkCustomization(tx, memberId, info, input.customization, row.customInfo?.logoFiles ?? []);
    if (!input.variants) return updateLine(tx, row, asCustomized(row, customization), now);
    const { variants, total } = checkVariants(info, input.variants, () => {});
    await rulesOf(tx, memberId, terms, info, row.id)(total);
    return updateLine(tx, row, { customInfo: customization, kind: 'custom', specId: null, qty: total, preciseInfo: { variants } }, now);
  }, { loadTerms, now });
}

/**
 * cartEditPreciseInfo.do: replaces the breakdown. On a plain line one variant changes its specification and
 * quantity (refused when the member has a plain line of that specification already); several variants make it
 * a customized line.
 */
export function editPreciseInfo(
  db: Db,
  memberId: string,
  input: { lineId: number; variants: { specId?: number; qty: number }[] },
  now: Date,
  loadTerms: CartTermsLoader,
): Promise<CartChange> {
  return editLine(db, memberId, input.lineId, async (tx, row, info, terms) => {
    requireOnSale(info);
    const { variants, total } = checkVariants(info, input.variants, () => {});
    await rulesOf(tx, memberId, terms, info, row.id)(total);
    if (row.kind === 'custom') return updateLine(tx, row, { qty: total, preciseInfo: { variants } }, now);
    if (variants.length > 1) return updateLine(tx, row, { kind: 'custom', specId: null, qty: total, preciseInfo: { variants } }, now);
    const only = variants[0]!;
    const twin = await findPlainLine(tx, memberId, info.id, only.specId);
    if (twin && twin.id !== row.id) {
      throw new ApiError(RES.CONFLICT, 'This specification is already in your cart: change the quantity on that line.');
    }
    return updateLine(tx, row, { specId: only.specId, qty: only.qty }, now);
  }, { loadTerms, now });
}

/**
 * cartEditPreciseInfoQty.do: one specification's quantity within the breakdown (a specification not yet in a
 * customized line's breakdown is added to it); on a plain line, its quantity.
 */
export function editPreciseInfoQty(
  db: Db,
  memberId: string,
  input: { lineId: number; specId?: number; qty: number },
  now: Date,
  loadTerms: CartTermsLoader,
): Promise<CartChange> {
  return editLine(db, memberId, input.lineId, async (tx, row, info, terms) => {
    requireOnSale(info);
    const checkRule = rulesOf(tx, memberId, terms, info, row.id);
    if (row.kind === 'plain') {
      // The line's own specification, named or left out.
      if (input.specId !== undefined && input.specId !== row.specId) throw invalid('This specification is not on this line.');
      await checkRule(input.qty);
      return updateLine(tx, row, { qty: input.qty }, now);
    }
    const specId = specOf(info, input.specId);
    const current = variantsOf(row);
    const variants: CartPreciseInfo['variants'] = current.some((variant) => variant.specId === specId)
      ? current.map((variant) => (variant.specId === specId ? { specId, qty: input.qty } : variant))
      : [...current, { specId, qty: input.qty }];
    const checked = checkVariants(info, variants.map((variant) => ({ specId: variant.specId ?? undefined, qty: variant.qty })), () => {});
    await checkRule(checked.total);
    return updateLine(tx, row, { qty: checked.total, preciseInfo: { variants: checked.variants } }, now);
  }, { loadTerms, now });
}

/** inquiryUpload.do: adds the member's uploaded files to the line's customization (files already there stay once). */
export function attachFiles(db: Db, memberId: string, input: { lineId: number; files: FileRef[] }, now: Date): Promise<CartChange> {
  return editLine(db, memberId, input.lineId, async (tx, row, info) => {
    requireOnSale(info);
    await checkOwnFiles(tx, memberId, input.files);
    const current: LineCustomization = row.customInfo ?? { logoFiles: [], colors: [] };
    const logoFiles = distinctFiles([...current.logoFiles, ...input.files]);
    if (logoFiles.length > CUSTOMIZATION_LIMITS.maxFiles) {
      throw invalid(`A line can have at most ${CUSTOMIZATION_LIMITS.maxFiles} files. Please remove some first.`);
    }
    return updateLine(tx, row, asCustomized(row, { ...current, logoFiles }), now);
  });
}
