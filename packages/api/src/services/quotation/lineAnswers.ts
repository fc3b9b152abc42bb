import { and, asc, eq, inArray } from 'drizzle-orm';
import { RES, toMinor } from '@sw/protocol';
import type { z } from 'zod';
import type { saveLineAnswersSchema } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { quotationLineAnswers, quotationOffers, quotations } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import { loadLineGoods } from '../catalog';
import { type InquiryRow, loadItems } from '../inquiry';
import { assertQuotable } from './rules';

/**
 * The desk's per-line answers of a quotation version (docs/decisions/0024-line-negotiation.md): written only on
 * the inquiry's draft; a sent version refuses every change with 20040 (a trigger refuses it in the database too).
 */

type SaveInput = z.output<typeof saveLineAnswersSchema>;
export type AnswerRow = typeof quotationLineAnswers.$inferSelect;
export type OfferRow = typeof quotationOffers.$inferSelect;

export const versionFrozen = (version: number | null) =>
  new ApiError(RES.VERSION_FROZEN, `Quotation version ${version} was sent and cannot change. Please write the changes in the next version.`);

/** The quotation, locked: it must be this inquiry's, and a draft. */
async function lockDraft(tx: Tx, inquiryId: number, quotationId: number) {
  const [row] = await tx.select().from(quotations).where(and(eq(quotations.id, quotationId), eq(quotations.inquiryId, inquiryId))).limit(1).for('update');
  if (!row) throw new ApiError(RES.NOT_FOUND, 'This quotation was not found. Please open the inquiry again.');
  if (row.status === 'sent') throw versionFrozen(row.version);
  return row;
}

/** staff/saveLineAnswers.do's write: the draft's answers replaced by the given ones, in the caller's transaction. */
export async function saveLineAnswers(tx: Tx, inquiry: InquiryRow, input: SaveInput): Promise<void> {
  const draft = await lockDraft(tx, inquiry.id, input.quotationId);
  assertQuotable(inquiry);
  const items = new Map((await loadItems(tx, inquiry.id)).map((item) => [item.id, item]));
  input.lines.forEach((line, i) => {
    if (!items.has(line.itemId)) throw invalid(`lines.${i}.itemId: Line ${i + 1} is not a line of this inquiry.`);
  });
  const substitutes = await loadLineGoods(tx, input.lines.flatMap((line) => (line.kind === 'substitute' && line.goodsId ? [line.goodsId] : [])));
  input.lines.forEach((line, i) => {
    if (line.kind === 'substitute' && !substitutes.has(line.goodsId!)) throw invalid(`lines.${i}.goodsId: The goods proposed instead was not found in the catalogue.`);
  });
  await tx.delete(quotationLineAnswers).where(eq(quotationLineAnswers.quotationId, draft.id));
  for (const [sort, line] of input.lines.entries()) {
    const goods = line.kind === 'substitute' ? substitutes.get(line.goodsId!)! : null;
    const [answer] = await tx.insert(quotationLineAnswers).values({
      quotationId: draft.id, itemId: line.itemId, kind: line.kind, sort,
      substituteGoodsId: goods?.id ?? null, substituteTitle: goods?.title ?? null, substituteCode: goods?.code ?? null,
      reason: line.kind === 'offers' ? null : line.reason!,
    }).returning({ id: quotationLineAnswers.id });
    const offers = line.kind === 'declined' ? [] : line.offers!;
    if (offers.length) {
      await tx.insert(quotationOffers).values(offers.map((offer, i) => ({
        answerId: answer!.id, quotationId: draft.id, qty: offer.qty, unitPrice: toMinor(offer.unitPrice), leadTimeDays: offer.leadTimeDays,
        spec: offer.spec ?? '', moreAtThisPrice: offer.moreAtThisPrice, sort: i,
      })));
    }
  }
}

/** Every answer and offer of these quotations, answers in their order and offers in theirs. */
export async function answersOf(db: Reader, quotationIds: number[]): Promise<{ answers: AnswerRow[]; offers: OfferRow[] }> {
  if (!quotationIds.length) return { answers: [], offers: [] };
  const [answers, offers] = await Promise.all([
    db.select().from(quotationLineAnswers).where(inArray(quotationLineAnswers.quotationId, quotationIds)).orderBy(asc(quotationLineAnswers.sort)),
    db.select().from(quotationOffers).where(inArray(quotationOffers.quotationId, quotationIds)).orderBy(asc(quotationOffers.sort), asc(quotationOffers.id)),
  ]);
  return { answers, offers };
}
