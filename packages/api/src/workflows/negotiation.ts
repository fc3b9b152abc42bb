import { COUNTER_REASON_LABELS, formatMinor, type LineAnswered, type Negotiation, type OrderPlaced, type QuotationLine, RES, times } from '@sw/protocol';
import type { z } from 'zod';
import type { answerLineSchema, placeAcceptedLinesSchema, saveLineAnswersSchema } from '@sw/protocol';
import type { AppDeps } from '../context';
import { recordAudit } from '../services/audit';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../db/errors';
import { ApiError } from '../lib/errors';
import { companyMember, type Member } from '../lib/member';
import { negotiationOf } from '../queries/negotiation';
import { expireIfDue, type InquiryRow, isPastValidity, latestQuotations, loadInquiry, loadItems, type QuotationRow } from '../services/inquiry';
import { liveOrderOfQuotation } from '../services/order';
import { acceptedLinesOf, answerLine, findQuotation, saveLineAnswers, toLineResponse } from '../services/quotation';
import { assertRateStillLocked } from '../services/tradeTerms';
import { runUseCase, type UseCase } from '../services/useCase';
import { type OrderSubstitutes, saveOrder } from './placeOrder';
import { moveInquiryByBuyer } from './steps/inquiryStatus';

/**
 * Line-level negotiation's actions (docs/decisions/0024-line-negotiation.md), each one use case: the desk's draft
 * answers, the buyer's answer on a line (a counter moves the inquiry to revision requested), and the order of a
 * version's accepted lines (the order writer of placeOrder.do; a settled latest version accepts the inquiry).
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** staff/negotiationView.do. */
export function staffNegotiation(deps: Deps, input: { inquiryId: number }): Promise<Negotiation> {
  return negotiationOf(deps.database.db, input.inquiryId, 'staff');
}

/** inquiry/negotiation.do: the company's inquiry only (another company's is 20004); due versions expire first. */
export async function buyerNegotiation(deps: Deps, member: Member, input: { inquiryId: number }): Promise<Negotiation> {
  await loadInquiry(deps.database.db, input.inquiryId, companyMember(member));
  await expireIfDue(deps, input.inquiryId);
  return negotiationOf(deps.database.db, input.inquiryId, 'buyer', companyMember(member));
}

/** staff/saveLineAnswers.do. */
export async function saveLineAnswersAsStaff(deps: Deps, member: Member, input: z.output<typeof saveLineAnswersSchema>): Promise<Negotiation> {
  await loadInquiry(deps.database.db, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, undefined, true);
    await saveLineAnswers(uc.tx, inquiry, input);
    await recordAudit(uc.tx, member, {
      action: 'quotation.lineAnswers',
      targetType: 'inquiry',
      targetId: inquiry.id,
      summary: `Inquiry ${inquiry.inquiryNo}: draft answers of ${input.lines.length} line${input.lines.length === 1 ? '' : 's'} saved`,
      after: { quotationId: input.quotationId, lines: input.lines.map((line) => ({ itemId: line.itemId, kind: line.kind, offers: line.offers?.length ?? 0 })) },
    });
    return negotiationOf(uc.tx, inquiry.id, 'staff');
  });
}

/** inquiry/answerLine.do. */
export async function answerLineAsBuyer(deps: Deps, member: Member, input: z.output<typeof answerLineSchema>): Promise<LineAnswered> {
  await loadInquiry(deps.database.db, input.inquiryId, companyMember(member));
  await expireIfDue(deps, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, companyMember(member), true);
    const { row, alreadyAnswered, quotation } = await answerLine(uc.tx, member, inquiry, input, uc.now);
    let status = inquiry.status;
    if (!alreadyAnswered && row.kind === 'counter' && inquiry.status === 'quoted') {
      await moveInquiryByBuyer(uc, member, inquiry.id, 'revision_requested', `Counter on a line of quotation version ${quotation.version} (${COUNTER_REASON_LABELS[row.reason!].toLowerCase()}).`);
      status = 'revision_requested';
    }
    return { response: toLineResponse(row, null), alreadyAnswered, inquiryStatus: status };
  });
}

/** A sent version of this inquiry an order may come from: still valid, its rate still locked, the inquiry still open to it. */
async function orderableVersion(uc: UseCase, inquiry: InquiryRow, quotationId: number): Promise<QuotationRow> {
  const quotation = await findQuotation(uc.tx, quotationId);
  if (!quotation || quotation.inquiryId !== inquiry.id || quotation.status !== 'sent') throw new ApiError(RES.NOT_FOUND, 'This quotation was not found.');
  if (!['quoted', 'revision_requested', 'accepted'].includes(inquiry.status)) {
    throw new ApiError(RES.NEGOTIATION_CLOSED, `Inquiry ${inquiry.inquiryNo} is ${inquiry.status.replace(/_/g, ' ')}: its accepted lines can no longer be ordered.`);
  }
  if (isPastValidity(quotation.validUntil, uc.now)) {
    throw new ApiError(RES.NEGOTIATION_CLOSED, `Version ${quotation.version} was valid until ${quotation.validUntil}. Please ask us for a new one before ordering.`);
  }
  assertRateStillLocked(quotation, uc.now.toISOString().slice(0, 10));
  return quotation;
}

/** The version's accepted lines as the order's lines (the frozen offer's price as the one tier), with the substitutes. */
async function acceptedOrderLines(uc: UseCase, inquiry: InquiryRow, quotation: QuotationRow) {
  const { accepted, settled } = await acceptedLinesOf(uc.tx, quotation.id);
  if (!accepted.length) throw new ApiError(RES.NOTHING_ACCEPTED, `No line of version ${quotation.version} is accepted yet. Please accept an offer on a line first.`);
  const items = new Map((await loadItems(uc.tx, inquiry.id)).map((item) => [item.id, item]));
  const substitutes = new Map<string, { goodsId: number; goodsCode: string }>();
  const lines: QuotationLine[] = accepted.map(({ answer, response, offer }) => {
    const item = items.get(answer.itemId)!;
    if (answer.kind === 'substitute') substitutes.set(String(item.id), { goodsId: answer.substituteGoodsId!, goodsCode: answer.substituteCode ?? '' });
    const name = answer.kind === 'substitute' ? `${answer.substituteTitle} (instead of ${item.title})` : item.title;
    const qty = response.qty ?? offer.qty;
    const unitPrice = Number(formatMinor(offer.unitPrice));
    return {
      itemId: String(item.id), title: offer.spec ? `${name}, ${offer.spec}` : name, qty, tiers: [{ minQty: qty, unitPrice }], unitPrice,
      amount: Number(formatMinor(times(offer.unitPrice, qty))),
    };
  });
  const leadTimeDays = Math.max(...accepted.map(({ offer }) => offer.leadTimeDays));
  return { lines, leadTimeDays, substitutes: substitutes as OrderSubstitutes, settled };
}

/** inquiry/placeAcceptedLines.do: one live order per version (orders_one_per_quotation_idx); a repeat answers it. */
export async function placeAcceptedLines(deps: Deps, member: Member, input: z.output<typeof placeAcceptedLinesSchema>): Promise<OrderPlaced> {
  const owner = companyMember(member);
  await loadInquiry(deps.database.db, input.inquiryId, owner);
  const earlier = await liveOrderOfQuotation(deps.database.db, input, owner.companyId);
  if (earlier) return earlier;
  await expireIfDue(deps, input.inquiryId);
  try {
    return await runUseCase(deps, async (uc) => {
      const inquiry = await loadInquiry(uc.tx, input.inquiryId, owner, true);
      const repeat = await liveOrderOfQuotation(uc.tx, input, owner.companyId);
      if (repeat) return repeat;
      const quotation = await orderableVersion(uc, inquiry, input.quotationId);
      const { lines, leadTimeDays, substitutes, settled } = await acceptedOrderLines(uc, inquiry, quotation);
      const placed = await saveOrder(uc, deps, member, inquiry, { ...quotation, lines, leadTimeDays }, { ...input, lines: [] }, substitutes);
      const latest = (await latestQuotations(uc.tx, [inquiry.id])).get(inquiry.id)!;
      if (settled && inquiry.status === 'quoted' && latest.id === quotation.id) {
        await moveInquiryByBuyer(uc, member, inquiry.id, 'accepted', `Every line of quotation version ${quotation.version} answered; accepted lines ordered as ${placed.orderNo}.`);
      }
      return placed;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const winner = await liveOrderOfQuotation(deps.database.db, input, owner.companyId);
      if (winner) return winner;
    }
    throw error;
  }
}
