import type { quotations } from '../../db/schema';
import type { InquiryRow } from '../inquiry';
import { assertChargesQuoted, assertRateStillLocked } from '../tradeTerms';
import type { UseCase } from '../useCase';
import { assertQuotable, assertStillValid } from './rules';

/**
 * Everything a draft must pass before it is sent and frozen, in one place (sendDraft calls only this), so a new
 * check (the margin floor, issue 52 point 6) is one more line here. Each check refuses with its own code and message.
 */
export async function preSendChecks(uc: UseCase, inquiry: InquiryRow, draft: typeof quotations.$inferSelect): Promise<void> {
  assertQuotable(inquiry);
  assertStillValid(draft.validUntil, uc.now, 'conflict');
  assertChargesQuoted(draft);
  assertRateStillLocked(draft, uc.now.toISOString().slice(0, 10), 'send');
}
