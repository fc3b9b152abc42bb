import type { QuotationView, StaffInquiryView } from '@sw/protocol';
import type { AppDeps } from '../context';
import type { Member } from '../lib/member';
import { expireIfDue, loadInquiry } from '../services/inquiry';
import { declineByDesk, sendDraft } from '../services/quotation';
import { runUseCase } from '../services/useCase';
import { moveInquiryByDesk } from './steps/inquiryStatus';

/**
 * The quotation desk's steps that move the inquiry (docs/workflows.md), each one use case: the quotation domain's
 * part (services/quotation/desk.ts) and the inquiry's status step (steps/inquiryStatus.ts).
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** staff/sendQuotation.do: the draft becomes the next version, the inquiry moves to quoted, the buyer gets it with the PDF. */
export async function sendQuotation(deps: Deps, member: Member, input: { inquiryId: number; quotationId: number }): Promise<QuotationView> {
  await loadInquiry(deps.database.db, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const view = await sendDraft(uc, deps, member, input);
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
