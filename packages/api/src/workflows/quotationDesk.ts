import type { QuotationView, StaffInquiryView } from '@sw/protocol';
import type { AppDeps } from '../context';
import type { Member } from '../lib/member';
import { expireIfDue, loadInquiry } from '../services/inquiry';
import { assertMarginFloor } from '../queries/marginFloor';
import { assertNoPendingApproval, declineByDesk, findQuotation, sendDraft } from '../services/quotation';
import { runUseCase, type UseCase } from '../services/useCase';
import { moveInquiryByDesk } from './steps/inquiryStatus';

/**
 * The quotation desk's steps that move the inquiry (docs/workflows.md), each one use case: the quotation domain's
 * part (services/quotation/desk.ts) and the inquiry's status step (steps/inquiryStatus.ts).
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/**
 * The margin floor before a draft is sent: refused while a request for approval waits (20051), and below the floor
 * for a sales person alone (20050, queries/marginFloor.ts); a manager passing it is recorded in the send's audit.
 */
async function floorOfDraft(uc: UseCase, member: Member, input: { inquiryId: number; quotationId: number }): Promise<Record<string, unknown> | null> {
  const draft = await findQuotation(uc.tx, input.quotationId);
  // Not this inquiry's draft: sendDraft refuses it with its own words.
  if (!draft || draft.inquiryId !== input.inquiryId || draft.status !== 'draft') return null;
  await assertNoPendingApproval(uc.tx, draft.id);
  const below = await assertMarginFloor(uc.tx, member, draft);
  return below.length ? { passedBy: member.id, below: below.map((b) => ({ ...b })) } : null;
}

/** staff/sendQuotation.do: the draft becomes the next version, the inquiry moves to quoted, the buyer gets it with the PDF. */
export async function sendQuotation(deps: Deps, member: Member, input: { inquiryId: number; quotationId: number }): Promise<QuotationView> {
  await loadInquiry(deps.database.db, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const floor = await floorOfDraft(uc, member, input);
    const view = await sendDraft(uc, deps, member, input, floor);
    await moveInquiryByDesk(uc, member, input.inquiryId, 'quoted', `Quotation version ${view.version} sent.`);
    return view;
  });
}

/** staff/declineInquiry.do: declined with the reason in the history and the thread, and the buyer told by email. */
export async function declineAsStaff(deps: Deps, member: Member, input: { inquiryId: number; reason?: string }): Promise<StaffInquiryView> {
  await loadInquiry(deps.database.db, input.inquiryId);
  await expireIfDue(deps, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, undefined, true);
    await moveInquiryByDesk(uc, member, inquiry.id, 'declined', input.reason ?? 'Declined by the sales team.');
    return declineByDesk(uc, deps, member, inquiry, input);
  });
}
