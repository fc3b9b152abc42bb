import type { MailOutboxEntry } from '@sw/protocol';
import type { z } from 'zod';
import type { resendMailSchema } from '@sw/protocol';
import type { AppDeps } from '../context';
import type { Member } from '../lib/member';
import { recordAudit } from '../services/audit';
import { outboxEntry, requeueForResend } from '../services/mail';

/**
 * staff/resendMail.do: a pending, failed or dead message gets a fresh count of tries and is tried at once (with the
 * same Message-ID); the answer is the message after that try. The mail desk requeues it and the audit trail records
 * it in one transaction.
 */
export async function resendMail(deps: AppDeps, member: Member, input: z.output<typeof resendMailSchema>): Promise<MailOutboxEntry> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    // A fresh count of tries and a new delivery job, committed with the audit row; the try below settles it.
    await recordAudit(tx, member, await requeueForResend(deps, tx, input));
  });
  // The try's failure is kept on the message (and retried by its delivery job); the answer shows it.
  await deps.mailer.deliver(input.outboxId).catch((error: unknown) => deps.log.warn({ err: error, outboxId: input.outboxId }, 'mail sent again failed'));
  return outboxEntry(db, input.outboxId);
}
