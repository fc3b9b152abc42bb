import { and, eq } from 'drizzle-orm';
import { inquiries } from '../../db/schema';
import { utcDay } from '../../lib/dailyNumber';
import { runUseCase, SYSTEM_ACTOR, type UseCase, type UseCaseDeps } from '../useCase';
import { branded, detailsLink, lines } from '../mail';
import { latestQuotations, loadInquiry } from './view';
import { moveInquiryStatus } from './statusStep';
import { mailCompany } from '../company';

/**
 * A quoted inquiry expires once its latest sent quotation's validity day has ended (UTC). Nothing runs on a
 * timer: every read of an inquiry or a list, and every step, first expires what is due (a system step with
 * its history). It is safe to race: the step locks the row and re-checks, and a second caller finds it done.
 * The job runner's `quotation.expiry` job does the same for everyone, so the buyer's notice (queued with the
 * step, so sent exactly when it expires) goes out even when nobody opens the inquiry.
 */


export const isPastValidity = (validUntil: string, now: Date) => validUntil < utcDay(now);

/** In the caller's use case: expires the inquiry when due (row locked). Answers whether it expired now. */
export async function expireInUseCase(uc: UseCase, inquiryId: number, publicUrl: string): Promise<boolean> {
  const row = await loadInquiry(uc.tx, inquiryId, undefined, true);
  if (row.status !== 'quoted') return false;
  const latest = (await latestQuotations(uc.tx, [row.id])).get(row.id);
  if (!latest || !isPastValidity(latest.validUntil, uc.now)) return false;
  await moveInquiryStatus(uc, row.id, 'expired', SYSTEM_ACTOR, `Quotation ${latest.version} was valid until ${latest.validUntil}.`);
  await mailCompany(uc, row, branded(row.theme, {
    subject: `Your quotation for inquiry ${row.inquiryNo} has expired`,
    text: lines(
      `The quotation (version ${latest.version}) for your inquiry ${row.inquiryNo} was valid until ${latest.validUntil} and has now expired.`,
      'If you still need these goods, please send us a new inquiry or a message, and we will quote again:',
      detailsLink(publicUrl, row.id),
    ),
  }));
  return true;
}

/** Expires one inquiry when due, in its own transaction. */
export async function expireIfDue(deps: UseCaseDeps, inquiryId: number): Promise<void> {
  const row = await loadInquiry(deps.database.db, inquiryId).catch(() => null);
  if (row?.status !== 'quoted') return;
  await runUseCase(deps, (uc) => expireInUseCase(uc, inquiryId, deps.config.publicUrl));
}

/** Expires every due inquiry of a company (or of everyone, for the sales desk's queue). */
export async function expireDueInquiries(deps: UseCaseDeps, companyId: string | null): Promise<void> {
  const db = deps.database.db;
  const where = companyId === null ? eq(inquiries.status, 'quoted') : and(eq(inquiries.companyId, companyId), eq(inquiries.status, 'quoted'));
  const quoted = await db.select({ id: inquiries.id }).from(inquiries).where(where);
  const latest = await latestQuotations(db, quoted.map((row) => row.id));
  const now = deps.now();
  for (const [inquiryId, quotation] of latest) {
    if (isPastValidity(quotation.validUntil, now)) await runUseCase(deps, (uc) => expireInUseCase(uc, inquiryId, deps.config.publicUrl));
  }
}
