import { and, asc, eq, notInArray } from 'drizzle-orm';
import { RES, times, type CartVariant, type requestSamplesSchema } from '@sw/protocol';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import { goods, goodsSpecs, orderItems, orders } from '../db/schema';
import { ApiError, invalid, notFound } from '../lib/errors';
import type { CompanyMember } from '../lib/member';
import { lockCompany } from '../services/auth';
import { checkOwnFiles } from '../services/files';
import { loadSampleSettings, samplePricePerPiece } from '../services/samples';

/**
 * A sample request's rules over the catalogue's goods and the company's orders (workflows/requestSamples.ts makes the
 * order; the samples domain keeps the settings and the price): the goods on sale and
 * offering samples, the chosen specifications, the limit per specification counting the company's open sample orders
 * (the company row locked first, so parallel requests of one company are decided one after another), the
 * customization's files the buyer's own, and the price per piece.
 */

type Input = z.output<typeof requestSamplesSchema>;

/** A sample order still open: its pieces count against the limit until it is completed (or never goes ahead). */
const CLOSED_STATUSES = ['completed', 'cancelled', 'rejected'] as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The goods, on sale and offering samples; refused with a readable reason otherwise. */
async function sampleGoods(tx: Tx, goodsId: number) {
  const [row] = await tx.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!row) throw notFound('Goods');
  if (row.status !== 1) throw new ApiError(RES.CONFLICT, `${row.title} is no longer on sale, so samples cannot be ordered.`);
  if (!row.sampleOffered) throw new ApiError(RES.CONFLICT, `Samples of ${row.title} are not offered. Please ask our sales team.`);
  return row;
}

/** The chosen specifications as order variants: each one of the goods' own; goods without specifications take none. */
async function chosenVariants(tx: Tx, goodsRow: typeof goods.$inferSelect, pieces: Input['pieces']): Promise<CartVariant[]> {
  const specs = await tx.select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsRow.id)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  return pieces.map(({ specId, qty }, i) => {
    if (specId === undefined) {
      if (specs.length) throw invalid(`pieces.${i}.specId: Please choose a specification of ${goodsRow.title}.`);
      return { specId: null, skuCode: null, entries: [], qty };
    }
    const spec = byId.get(specId);
    if (!spec) throw invalid(`pieces.${i}.specId: This specification is not one of ${goodsRow.title}. Please choose again.`);
    return { specId: String(spec.id), skuCode: spec.skuCode, entries: spec.entries, qty };
  });
}

/** Pieces per specification already in the company's open sample orders of this goods, with one of their numbers. */
async function openSamplePieces(tx: Tx, companyId: string, goodsId: number): Promise<Map<string, { qty: number; orderNo: string }>> {
  const rows = await tx
    .select({ variants: orderItems.variants, orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.companyId, companyId), eq(orders.kind, 'sample'), notInArray(orders.status, [...CLOSED_STATUSES]), eq(orderItems.goodsId, goodsId)));
  const held = new Map<string, { qty: number; orderNo: string }>();
  for (const row of rows) {
    for (const variant of row.variants) {
      const key = variant.specId ?? '';
      const before = held.get(key);
      held.set(key, { qty: (before?.qty ?? 0) + variant.qty, orderNo: before?.orderNo ?? row.orderNo });
    }
  }
  return held;
}

/**
 * Why a sample order a buyer brought along when joining a company breaks its limit there (workflows/joinCompany.ts): the
 * company's open sample orders of the goods, this one counted, hold more pieces of a specification than the limit.
 * Null when they do not, or the order is not a sample order.
 */
export async function joinedSamplesOverLimit(tx: Tx, order: { id: number; kind: string; companyId: string }): Promise<string | null> {
  if (order.kind !== 'sample') return null;
  const lines = await tx.select({ goodsId: orderItems.goodsId, variants: orderItems.variants }).from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const line of lines) {
    if (line.goodsId === null) continue;
    const [goodsRow] = await tx.select({ title: goods.title, limit: goods.sampleMaxPieces }).from(goods).where(eq(goods.id, line.goodsId));
    if (!goodsRow) continue;
    const held = await openSamplePieces(tx, order.companyId, line.goodsId);
    for (const variant of line.variants) {
      const open = held.get(variant.specId ?? '');
      if (open && open.qty > goodsRow.limit) {
        const name = variant.entries.map((entry) => entry.vl).join(' / ') || goodsRow.title;
        return `the company’s open sample orders now hold ${plural(open.qty, 'sample piece')} of ${name}, at most ${plural(goodsRow.limit, 'piece')} of each specification`;
      }
    }
  }
  return null;
}

/** Refuses pieces above the limit, counting what the company's open sample orders already hold. */
function checkLimit(goodsRow: typeof goods.$inferSelect, variants: CartVariant[], held: Map<string, { qty: number; orderNo: string }>): void {
  const limit = goodsRow.sampleMaxPieces;
  variants.forEach((variant, i) => {
    const name = variant.entries.map((entry) => entry.vl).join(' / ') || goodsRow.title;
    if (variant.qty > limit) {
      throw invalid(`pieces.${i}.qty: At most ${plural(limit, 'sample piece')} of each specification (${name}).`);
    }
    const open = held.get(variant.specId ?? '');
    if (open && open.qty + variant.qty > limit) {
      throw new ApiError(
        RES.CONFLICT,
        `Your company already has ${plural(open.qty, 'sample piece')} of ${name} on order (${open.orderNo}); at most ${plural(limit, 'piece')} of each specification until it is delivered.`,
      );
    }
  });
}

/** What a sample request orders, checked and priced, in the caller's use case. */
export async function planSampleOrder(tx: Tx, owner: CompanyMember & { id: string }, input: Input) {
  await lockCompany(tx, owner.companyId);
  const goodsRow = await sampleGoods(tx, input.goodsId);
  const variants = await chosenVariants(tx, goodsRow, input.pieces);
  checkLimit(goodsRow, variants, await openSamplePieces(tx, owner.companyId, goodsRow.id));
  const customization = input.customization ?? null;
  if (customization) await checkOwnFiles(tx, owner.id, customization.logoFiles);
  const settings = await loadSampleSettings(tx);
  const unitPrice = samplePricePerPiece(goodsRow, settings);
  const qty = variants.reduce((sum, variant) => sum + variant.qty, 0);
  return { goods: goodsRow, variants, customization, unitPrice, qty, total: times(unitPrice, qty), leadDays: settings.leadDays, pieces: plural(qty, 'piece') };
}
