import { and, eq } from 'drizzle-orm';
import { formatMinor, RES, type InquiryDetail } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { actorOf, runUseCase, type UseCase } from '../useCase';
import { emitEvent, quotationEvent } from '../integration';
import { expireIfDue, isPastValidity } from './expiry';
import { branded, deskLink, lines, mailStaff } from '../mail';
import { postMessage } from './messages';
import { buildInquiryDetail, latestQuotations, loadInquiry, type InquiryRow } from './view';
import { moveInquiryStatus } from './statusStep';
import { companyMember, type Member } from '../../lib/member';
import { assertRateStillLocked } from '../tradeTerms';

/**
 * The buyer's answers to a quotation (acceptQuotation.do, requestRevision.do, declineInquiry.do): each one step of
 * INQUIRY_FLOW through `moveInquiryStatus` (20009 with the flow's reason when refused), after due quotations expire,
 * with an email to the sales desk; each answers the fresh detail.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** Expires what is due, then runs `step` on the member's inquiry (row locked) and answers the detail. */
export async function buyerStep(
  deps: Deps,
  member: Member,
  inquiryId: number,
  step: (uc: UseCase, row: InquiryRow) => Promise<void>,
): Promise<InquiryDetail> {
  await loadInquiry(deps.database.db, inquiryId, companyMember(member));
  await expireIfDue(deps, inquiryId);
  return runUseCase(deps, async (uc) => {
    const row = await loadInquiry(uc.tx, inquiryId, companyMember(member), true);
    await step(uc, row);
    return buildInquiryDetail(uc.tx, inquiryId, 'buyer', companyMember(member));
  });
}

const who = (member: Member) => `${member.nick || member.email} (${member.email})`;

/** acceptQuotation.do: only the latest sent version, while it is valid. */
export function acceptQuotation(deps: Deps, member: Member, input: { inquiryId: number; quotationId: number }): Promise<InquiryDetail> {
  return buyerStep(deps, member, input.inquiryId, async (uc, row) => {
    const [quotation] = await uc.tx
      .select()
      .from(quotations)
      .where(and(eq(quotations.id, input.quotationId), eq(quotations.inquiryId, row.id), eq(quotations.status, 'sent')))
      .limit(1);
    if (!quotation) throw new ApiError(RES.NOT_FOUND, 'This quotation was not found.');
    if (row.status === 'quoted') {
      const latest = (await latestQuotations(uc.tx, [row.id])).get(row.id)!;
      if (latest.id !== quotation.id) {
        throw new ApiError(RES.CONFLICT, `This is an earlier version of the quotation. Please read version ${latest.version} and accept that one.`);
      }
      if (isPastValidity(quotation.validUntil, uc.now)) {
        throw new ApiError(RES.CONFLICT, `This quotation was valid until ${quotation.validUntil}. Please ask us for a new one.`);
      }
      assertRateStillLocked(quotation, uc.now.toISOString().slice(0, 10));
    }
    await moveInquiryStatus(uc, row.id, 'accepted', actorOf(member), `Accepted quotation version ${quotation.version}.`);
    await emitEvent(uc, deps, quotationEvent('quotation.accepted', row, { ...quotation, quotationId: quotation.id }));
    await mailStaff(uc, branded(row.theme, {
      subject: `Inquiry ${row.inquiryNo} accepted`,
      text: lines(
        `${who(member)} accepted quotation version ${quotation.version} of inquiry ${row.inquiryNo}`,
        `(${quotation.currency} ${formatMinor(quotation.total)}, lead time ${quotation.leadTimeDays} days).`,
        '',
        deskLink(deps.config.publicUrl),
      ),
    }, 'staff'));
  });
}

/** requestRevision.do: the step, and the buyer's message in the thread (one email to the desk for both). */
export function requestRevision(deps: Deps, member: Member, input: { inquiryId: number; message: string }): Promise<InquiryDetail> {
  return buyerStep(deps, member, input.inquiryId, async (uc, row) => {
    await moveInquiryStatus(uc, row.id, 'revision_requested', actorOf(member), 'Revision requested.');
    await postMessage(uc, row, member, 'buyer', { body: input.message, files: [] }, deps.config.publicUrl, false);
    await mailStaff(uc, branded(row.theme, {
      subject: `Revision requested on inquiry ${row.inquiryNo}`,
      text: lines(`${who(member)} asks for a revised quotation of inquiry ${row.inquiryNo}:`, '', input.message, '', deskLink(deps.config.publicUrl)),
    }, 'staff'));
  });
}

/** declineInquiry.do (the buyer's). */
export function declineInquiry(deps: Deps, member: Member, input: { inquiryId: number; reason?: string }): Promise<InquiryDetail> {
  return buyerStep(deps, member, input.inquiryId, async (uc, row) => {
    await moveInquiryStatus(uc, row.id, 'declined', actorOf(member), input.reason ?? 'Declined by the buyer.');
    await mailStaff(uc, branded(row.theme, {
      subject: `Inquiry ${row.inquiryNo} declined by the buyer`,
      text: lines(`${who(member)} declined inquiry ${row.inquiryNo}.`, input.reason ? `Reason: ${input.reason}` : null, '', deskLink(deps.config.publicUrl)),
    }, 'staff'));
  });
}
