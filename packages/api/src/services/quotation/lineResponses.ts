import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatMinor, type LineResponse, offerRefusal, RES, toMinor } from '@sw/protocol';
import type { z } from 'zod';
import type { answerLineSchema } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { quotationLineAnswers, quotationLineResponses, quotationOffers, quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { type InquiryRow, isPastValidity, latestQuotations, type QuotationRow } from '../inquiry';

/**
 * The buyer's answer on one line of a sent version (accept one offer, counter, drop), once per line and version.
 * The caller holds the inquiry row's lock, so parallel answers on one line run one after the other; the unique
 * index (quotation_line_responses_line_idx) is the last guard.
 */

type AnswerInput = z.output<typeof answerLineSchema>;
export type ResponseRow = typeof quotationLineResponses.$inferSelect;

const closed = (why: string) => new ApiError(RES.NEGOTIATION_CLOSED, why);
const human = (status: string) => status.replace(/_/g, ' ');

export function toLineResponse(row: ResponseRow, orderId: number | null): LineResponse {
  return {
    kind: row.kind,
    offerId: row.offerId === null ? null : String(row.offerId),
    qty: row.qty,
    targetPrice: row.targetPrice === null ? null : formatMinor(row.targetPrice),
    reason: row.reason,
    text: row.text,
    answeredAt: row.createdAt.toISOString(),
    orderId: row.kind === 'accept' && orderId !== null ? String(orderId) : null,
  };
}

/** The sent version the buyer answers: this inquiry's latest, still valid, while the inquiry is quoted or in revision. */
async function answerableVersion(tx: Tx, inquiry: InquiryRow, quotationId: number, now: Date): Promise<QuotationRow> {
  const [quotation] = await tx.select().from(quotations)
    .where(and(eq(quotations.id, quotationId), eq(quotations.inquiryId, inquiry.id), eq(quotations.status, 'sent'))).limit(1);
  if (!quotation) throw new ApiError(RES.NOT_FOUND, 'This quotation was not found.');
  if (inquiry.status !== 'quoted' && inquiry.status !== 'revision_requested') throw closed(`Inquiry ${inquiry.inquiryNo} is ${human(inquiry.status)}: its lines take no more answers.`);
  const latest = (await latestQuotations(tx, [inquiry.id])).get(inquiry.id)!;
  if (latest.id !== quotation.id) throw closed(`This is version ${quotation.version}; please answer the latest, version ${latest.version}.`);
  if (isPastValidity(quotation.validUntil, now)) throw closed(`This quotation was valid until ${quotation.validUntil}. Please ask us for a new one.`);
  return quotation;
}

/** The same acceptance sent again (a double click, a parallel tab) answers the first; anything else is refused. */
function sameAnswer(row: ResponseRow, input: AnswerInput, qty: number | null): boolean {
  return row.kind === input.kind && (input.kind !== 'accept' || (row.offerId === input.offerId && row.qty === qty)) && input.kind !== 'counter';
}

/** inquiry/answerLine.do's write; answers the response and whether it was there already. */
export async function answerLine(tx: Tx, member: Member, inquiry: InquiryRow, input: AnswerInput, now: Date): Promise<{ row: ResponseRow; alreadyAnswered: boolean; quotation: QuotationRow }> {
  const quotation = await answerableVersion(tx, inquiry, input.quotationId, now);
  const [answer] = await tx.select().from(quotationLineAnswers)
    .where(and(eq(quotationLineAnswers.quotationId, quotation.id), eq(quotationLineAnswers.itemId, input.itemId))).limit(1);
  if (!answer) throw new ApiError(RES.LINE_NOT_OFFERED, `Version ${quotation.version} does not answer this line. Please choose one of its lines.`);
  let qty: number | null = input.qty ?? null;
  if (input.kind === 'accept') {
    if (answer.kind === 'declined') throw new ApiError(RES.LINE_NOT_OFFERED, 'We declined this line, so it has no offer to accept. You may counter or drop it.');
    const [offer] = await tx.select().from(quotationOffers).where(and(eq(quotationOffers.id, input.offerId!), eq(quotationOffers.answerId, answer.id))).limit(1);
    if (!offer) throw new ApiError(RES.NOT_FOUND, 'This offer was not found on the line. Please choose one of its offers.');
    qty = input.qty ?? offer.qty;
    const refusal = offerRefusal(offer, qty);
    if (refusal) throw new ApiError(RES.OFFER_QTY_REFUSED, refusal);
  }
  const [earlier] = await tx.select().from(quotationLineResponses)
    .where(and(eq(quotationLineResponses.quotationId, quotation.id), eq(quotationLineResponses.itemId, input.itemId))).limit(1);
  if (earlier) {
    if (sameAnswer(earlier, input, qty)) return { row: earlier, alreadyAnswered: true, quotation };
    throw new ApiError(RES.LINE_ALREADY_ANSWERED, `You already answered this line of version ${quotation.version} (${earlier.kind === 'accept' ? 'accepted' : earlier.kind === 'drop' ? 'dropped' : 'countered'}). The next version takes a new answer.`);
  }
  const [row] = await tx.insert(quotationLineResponses).values({
    quotationId: quotation.id, itemId: input.itemId, kind: input.kind, memberId: member.id, createdAt: now,
    offerId: input.kind === 'accept' ? input.offerId! : null,
    qty,
    targetPrice: input.kind === 'counter' && input.targetPrice !== undefined ? toMinor(input.targetPrice) : null,
    reason: input.kind === 'counter' ? input.reason! : null,
    text: input.kind === 'counter' ? (input.text ?? null) : null,
  }).returning();
  return { row: row!, alreadyAnswered: false, quotation };
}

/** Every buyer answer on these quotations. */
export async function responsesOf(db: Reader, quotationIds: number[]): Promise<ResponseRow[]> {
  if (!quotationIds.length) return [];
  return db.select().from(quotationLineResponses).where(inArray(quotationLineResponses.quotationId, quotationIds)).orderBy(asc(quotationLineResponses.id));
}

/** A version's accepted lines with their offers (what an order of them holds), and whether every answered line is settled. */
export async function acceptedLinesOf(db: Reader, quotationId: number) {
  const [answers, responses] = await Promise.all([
    db.select().from(quotationLineAnswers).where(eq(quotationLineAnswers.quotationId, quotationId)).orderBy(asc(quotationLineAnswers.sort)),
    responsesOf(db, [quotationId]),
  ]);
  const offerIds = responses.flatMap((row) => (row.kind === 'accept' && row.offerId !== null ? [row.offerId] : []));
  const offers = offerIds.length ? await db.select().from(quotationOffers).where(inArray(quotationOffers.id, offerIds)) : [];
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  const responseByItem = new Map(responses.map((row) => [row.itemId, row]));
  const accepted = answers.flatMap((answer) => {
    const response = responseByItem.get(answer.itemId);
    if (response?.kind !== 'accept') return [];
    return [{ answer, response, offer: offerById.get(response.offerId!)! }];
  });
  const settled = answers.every((answer) => ['accept', 'drop'].includes(responseByItem.get(answer.itemId)?.kind ?? ''));
  return { accepted, settled };
}
