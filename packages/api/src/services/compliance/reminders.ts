import { and, asc, gte, isNull, lte } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { complianceDocuments } from '../../db/schema';
import { utcDay } from '../../lib/dailyNumber';
import { markOnce } from '../../lib/jobs/marks';
import { deskLink, lines, mailStaff } from '../mail';
import { runUseCase } from '../useCase';
import { addDays } from './library';
import { nameOf } from './rows';

/**
 * The job 'compliance.reminders' (services/jobs registers it): once per document and validity, staff are mailed the
 * documents that end within EXPIRY_REMINDER_DAYS. The mark (job_marks) is written with the mail, in one transaction,
 * so a run again reminds nobody twice; a changed valid-until date is a new reminder.
 */
export async function remindExpiringComplianceDocuments(deps: Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>, now: Date): Promise<number> {
  const today = utcDay(now);
  return runUseCase(deps, async (uc) => {
    const due = await uc.tx.select().from(complianceDocuments)
      .where(and(isNull(complianceDocuments.withdrawnAt), gte(complianceDocuments.validUntil, today), lte(complianceDocuments.validUntil, addDays(today, EXPIRY_REMINDER_DAYS))))
      .orderBy(asc(complianceDocuments.validUntil), asc(complianceDocuments.id));
    const fresh = await markOnce(uc.tx, due.map((doc) => `compliance.reminder:${doc.id}:${doc.validUntil}`));
    const toRemind = due.filter((doc) => fresh.has(`compliance.reminder:${doc.id}:${doc.validUntil}`));
    if (!toRemind.length) return 0;
    await mailStaff(uc, {
      subject: toRemind.length === 1 ? `A compliance document ends on ${toRemind[0]!.validUntil}` : `${toRemind.length} compliance documents end within ${EXPIRY_REMINDER_DAYS} days`,
      text: lines(
        `These compliance documents end within ${EXPIRY_REMINDER_DAYS} days. Once a document has ended it is shown as expired and is no longer offered to buyers:`,
        ...toRemind.map((doc) => `- ${nameOf(doc)} report ${doc.reportNo} (${doc.lab}), valid until ${doc.validUntil}`),
        '',
        `Upload the new reports in the compliance library: ${deskLink(deps.config.publicUrl)}/compliance`,
      ),
    });
    return toRemind.length;
  });
}
