import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { lineAmount, minorToNumber, reachedTier, RES, sumMinor, times, toMinor, type CartLine, type CartVariant, type CartView } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { cartLines, type CartPreciseInfo } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type LineGoods, loadLineGoods } from '../catalog';

/** How the cart reads and prices lines: the goods they point at, their variants, tier prices and the view. */

export type LineRow = typeof cartLines.$inferSelect;
type Reader = Db | Tx;

/** The goods a line points at, with its specifications and tier prices, as the catalog gives them. */
export type CartGoods = LineGoods;

export async function loadCartGoods(db: Reader, goodsIds: number[]): Promise<Map<number, CartGoods>> {
  return loadLineGoods(db, goodsIds);
}

/** The cart's ordinary not-found: an unknown goods, a withdrawn one, and one the company may not see answer alike. */
export const goodsNotFound = () => new ApiError(RES.NOT_FOUND, 'This product is not available any more.');

/** A goods a buyer may add: it exists and is on sale. */
export async function goodsOnSale(db: Reader, goodsId: number): Promise<CartGoods> {
  const found = (await loadCartGoods(db, [goodsId])).get(goodsId);
  if (!found || found.status !== 1) throw goodsNotFound();
  return found;
}

/** The member's pieces of a goods in the cart (all its lines, but `exceptLineId`): what mix and match counts. */
export async function goodsQtyInCart(db: Reader, memberId: string, goodsId: number, exceptLineId: number | null = null): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${cartLines.qty}), 0)::int` }).from(cartLines)
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.goodsId, goodsId), exceptLineId === null ? undefined : ne(cartLines.id, exceptLineId)));
  return Number(row?.n ?? 0);
}


/** A line's quantities per specification: a plain line has one, a customized line its breakdown. */
export function variantsOf(row: Pick<LineRow, 'kind' | 'specId' | 'qty' | 'preciseInfo'>): CartPreciseInfo['variants'] {
  if (row.kind === 'plain' || !row.preciseInfo?.variants?.length) return [{ specId: row.specId, qty: row.qty }];
  return row.preciseInfo.variants;
}

/**
 * What a cart answer says of its goods. `newFlag` goes along (it is in no answer type) because the app replaces a
 * new design's `imageUrl` for callers without access by looking for it (withoutNewDesignPictures).
 */
export function goodsFields(info: CartGoods) {
  return { goodsId: String(info.id), goodsCode: info.code, title: info.title, imageUrl: info.imageUrl, newFlag: info.newFlag, moq: info.moq };
}

/** A quantity of one specification, with the specification's item code and entries (as the cart and inquiries show it). */
export function toCartVariant(info: CartGoods, variant: { specId: number | null; qty: number }): CartVariant {
  const spec = variant.specId === null ? undefined : info.specs.get(variant.specId);
  return {
    specId: variant.specId === null ? null : String(variant.specId),
    skuCode: spec?.skuCode ?? null,
    entries: spec?.entries ?? [],
    qty: variant.qty,
  };
}

export function toCartLine(row: LineRow, info: CartGoods): CartLine & { newFlag: number } {
  const variants = variantsOf(row).map((variant) => toCartVariant(info, variant));
  const unitPrice = reachedTier(info.tiers, row.qty)?.price ?? null;
  return {
    lineId: String(row.id),
    kind: row.kind,
    ...goodsFields(info),
    available: info.status === 1,
    variants,
    qty: row.qty,
    priceTiers: info.tiers,
    unitPrice,
    amount: unitPrice === null ? null : lineAmount(unitPrice, row.qty),
    customization: row.customInfo ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function countLines(db: Reader, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId));
  return row?.n ?? 0;
}

/** One of the member's lines; another member's or an unknown id is 20004, with nothing said about it. */
export async function ownLine(db: Reader, memberId: string, lineId: number, lock = false): Promise<LineRow> {
  const query = db.select().from(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.memberId, memberId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw lineNotFound();
  return row;
}

/** The member's lines among `lineIds` (another member's or an unknown id is absent), in no set order. */
export async function linesOf(db: Reader, memberId: string, lineIds: number[]): Promise<LineRow[]> {
  if (!lineIds.length) return [];
  return db.select().from(cartLines).where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, lineIds)));
}

export const lineNotFound = () => new ApiError(RES.NOT_FOUND, 'This cart line was not found.');

/** myCart.do: newest lines first; totals count the lines that can still be requested. */
export async function myCart(db: Reader, memberId: string): Promise<CartView> {
  const rows = await db.select().from(cartLines).where(eq(cartLines.memberId, memberId)).orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const infos = await loadCartGoods(db, rows.map((row) => row.goodsId));
  const lines = rows.map((row) => toCartLine(row, infos.get(row.goodsId)!));
  const available = lines.filter((line) => line.available);
  return {
    lines,
    cartNum: lines.length,
    totalQty: available.reduce((sum, line) => sum + line.qty, 0),
    // Added up exactly in minor units (money.ts), so the total never drifts by a float.
    estimatedTotal: minorToNumber(sumMinor(available.map((line) => (line.unitPrice === null ? 0n : times(toMinor(line.unitPrice), line.qty))))),
  };
}
