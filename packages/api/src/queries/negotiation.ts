import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  formatMinor, type LineAnswerFacts, type LineAnswerView, type LineOffer, type Negotiation, type NegotiationLine, type NegotiationVersion, targetFor, versionBadge,
} from '@sw/protocol';
import type { Reader } from '../db/client';
import { orders, quotations } from '../db/schema';
import type { RecordOwner } from '../lib/member';
import { type ItemRow, loadInquiry, loadItems } from '../services/inquiry';
import { type AnswerRow, answersOf, type OfferRow, type ResponseRow, responsesOf, toLineResponse } from '../services/quotation';

/**
 * The negotiation of an inquiry (docs/decisions/0024-line-negotiation.md): every sent version newest first with,
 * per line, the buyer's request, the desk's answer, the buyer's answer and the badge against the version before.
 * The buyer never sees the draft (`side` 'buyer'); the desk sees it first.
 */

type QuotationRow = typeof quotations.$inferSelect;

const offerView = (offer: OfferRow, item: ItemRow): LineOffer => ({
  offerId: String(offer.id), qty: offer.qty, unitPrice: formatMinor(offer.unitPrice), leadTimeDays: offer.leadTimeDays, spec: offer.spec,
  moreAtThisPrice: offer.moreAtThisPrice, target: targetFor(item.points, offer.qty),
});

function answerFacts(answer: AnswerRow | undefined, offers: OfferRow[], item: ItemRow): LineAnswerView | null {
  if (!answer) return null;
  return {
    kind: answer.kind,
    offers: offers.filter((offer) => offer.answerId === answer.id).map((offer) => offerView(offer, item)),
    substitute: answer.kind === 'substitute'
      ? { goodsId: String(answer.substituteGoodsId), title: answer.substituteTitle ?? '', goodsCode: answer.substituteCode ?? '', reason: answer.reason ?? '' }
      : null,
    declineReason: answer.kind === 'declined' ? answer.reason : null,
  };
}

/** Without ids and targets: what compares between two versions. */
const comparable = (facts: LineAnswerView | null): LineAnswerFacts | null =>
  facts && { ...facts, offers: facts.offers.map(({ qty, unitPrice, leadTimeDays, spec, moreAtThisPrice }) => ({ qty, unitPrice, leadTimeDays, spec, moreAtThisPrice })) };

async function liveOrders(db: Reader, quotationIds: number[]) {
  if (!quotationIds.length) return new Map<number, typeof orders.$inferSelect>();
  const rows = await db.select().from(orders).where(and(inArray(orders.quotationId, quotationIds), notInArray(orders.status, ['cancelled', 'rejected'])));
  return new Map(rows.map((row) => [row.quotationId!, row]));
}

export async function negotiationOf(db: Reader, inquiryId: number, side: 'buyer' | 'staff', owner?: RecordOwner): Promise<Negotiation> {
  const inquiry = await loadInquiry(db, inquiryId, owner);
  const rows = await db.select().from(quotations).where(eq(quotations.inquiryId, inquiry.id)).orderBy(asc(quotations.createdAt), asc(quotations.id));
  const sent = rows.filter((row) => row.status === 'sent').sort((a, b) => a.version! - b.version!);
  const draft = side === 'staff' ? rows.find((row) => row.status === 'draft') : undefined;
  const chain: QuotationRow[] = draft ? [...sent, draft] : sent;
  const ids = chain.map((row) => row.id);
  const [items, { answers, offers }, responses, orderOf] = await Promise.all([loadItems(db, inquiry.id), answersOf(db, ids), responsesOf(db, ids), liveOrders(db, ids)]);
  const answerOf = (quotationId: number, itemId: number) => answers.find((row) => row.quotationId === quotationId && row.itemId === itemId);
  const responseOf = (quotationId: number, itemId: number): ResponseRow | undefined => responses.find((row) => row.quotationId === quotationId && row.itemId === itemId);
  const versions: NegotiationVersion[] = chain.map((row, index) => {
    const before = index > 0 ? chain[index - 1] : undefined;
    const order = orderOf.get(row.id);
    const lines: NegotiationLine[] = items.map((item) => {
      const answer = answerFacts(answerOf(row.id, item.id), offers, item);
      const previous = before ? comparable(answerFacts(answerOf(before.id, item.id), offers, item)) : null;
      const earlierResponse = before ? responseOf(before.id, item.id) : undefined;
      // A line accepted before and not answered again was ordered from that version: no badge, not a removal.
      const settledBefore = !answer && earlierResponse?.kind === 'accept';
      const response = responseOf(row.id, item.id);
      return {
        itemId: String(item.id), title: item.title, goodsCode: item.goodsCode,
        request: { points: item.points, specNotes: item.specNotes },
        answer,
        response: response ? toLineResponse(response, order?.id ?? null) : null,
        badge: settledBefore ? null : versionBadge(previous, comparable(answer), !before),
        previous,
        counter: earlierResponse?.kind === 'counter' ? toLineResponse(earlierResponse, null) : null,
      };
    });
    return {
      quotationId: String(row.id), version: row.version ?? (sent.at(-1)?.version ?? 0) + 1, status: row.status, currency: row.currency,
      validUntil: row.validUntil, sentAt: row.sentAt?.toISOString() ?? null, lines,
      order: order ? { orderId: String(order.id), orderNo: order.orderNo, status: order.status } : null,
    };
  });
  return { inquiryId: String(inquiry.id), inquiryNo: inquiry.inquiryNo, status: inquiry.status, versions: versions.toReversed() };
}
