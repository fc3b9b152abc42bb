import { MAIL_LIMITS, RES, type MailOutboxEntry, type MailOutboxPage } from '@sw/protocol';
import type { z } from 'zod';
import type { mailOutboxSchema, resendMailSchema } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { MAIL_QUEUE, type Jobs } from '../../lib/jobs/boss';
import { ONCE_NOT_RETRIED } from '../../lib/mailer';
import { findOutboxMail, outboxPage, outboxStateOf, type OutboxRow } from '../../lib/outboxDesk';
import { paging } from '../../lib/paging';
import type { AuditEntry } from '../audit';

/**
 * The console's Mail desk (staff/mailOutbox.do, resendMail.do): the outbox as its delivery jobs leave it (the next
 * try is the pg-boss job's), and "send again" for a message not sent yet. Bodies are not shown (they may be
 * private to the buyer).
 */

type ListInput = z.output<typeof mailOutboxSchema>;
type ResendInput = z.output<typeof resendMailSchema>;
type Row = OutboxRow;

/** What pg-boss says of a message's delivery job: when it runs next, and whether a worker holds it now. */
interface JobView {
  nextAt: Date | null;
  active: boolean;
}

/**
 * The delivery job of each row that has one (none without SMTP_URL, or before pg-boss started), read through `into`
 * (inside a transaction on PGlite, pg-boss's own connection would wait for it).
 */
async function deliveryJobs(jobs: Jobs, rows: Row[], into: Db | Tx): Promise<Map<number, JobView>> {
  const views = new Map<number, JobView>();
  if (!jobs.started) return views;
  await Promise.all(rows.filter((row) => row.jobId && !row.sentAt).map(async (row) => {
    const [job] = await jobs.boss.findJobs(MAIL_QUEUE, { id: row.jobId!, db: jobs.within(into) });
    if (!job) return;
    const waiting = job.state === 'created' || job.state === 'retry';
    views.set(row.id, { nextAt: waiting ? new Date(job.startAfter) : null, active: job.state === 'active' });
  }));
  return views;
}

function toEntry(row: Row, job?: JobView): MailOutboxEntry {
  const state = outboxStateOf(row);
  return {
    outboxId: row.id,
    to: row.to,
    subject: row.subject,
    state,
    attempts: row.attempts,
    lastError: row.error,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: (state === 'pending' || state === 'failed') && job?.nextAt ? job.nextAt.toISOString() : null,
    deadAt: row.deadAt?.toISOString() ?? null,
    oneTimeCode: row.once,
    canResend: state !== 'sent' && !row.once,
  };
}

/** staff/mailOutbox.do: the messages that need attention by default, newest first. */
export async function listOutbox(deps: Pick<AppDeps, 'mailer' | 'jobs'>, db: Db, input: ListInput): Promise<MailOutboxPage> {
  const { pageNum, pageSize, offset } = paging(input, MAIL_LIMITS.pageSize);
  const { rows, total, counts } = await outboxPage(db, { state: input.state ?? 'attention', keyword: input.keyword, limit: pageSize, offset });
  const jobs = await deliveryJobs(deps.jobs, rows, db);
  return {
    list: rows.map((row) => toEntry(row, jobs.get(row.id))),
    total,
    pageNum,
    pageSize,
    counts,
    delivers: deps.mailer.delivers,
  };
}

const notFound = () => new ApiError(RES.NOT_FOUND, 'This message was not found.');

/**
 * staff/resendMail.do, the mail desk's part in the caller's transaction (workflows/resendMail.ts): a pending, failed
 * or dead message gets a fresh count of tries and a new delivery job, committed with the audit row this answers.
 */
export async function requeueForResend(deps: Pick<AppDeps, 'mailer' | 'jobs'>, tx: Tx, input: ResendInput): Promise<AuditEntry> {
  const row = await findOutboxMail(tx, input.outboxId, { lock: true });
  if (!row) throw notFound();
  if (row.sentAt) throw new ApiError(RES.CONFLICT, 'This message was sent already.');
  if (row.once) throw new ApiError(RES.CONFLICT, ONCE_NOT_RETRIED);
  if ((await deliveryJobs(deps.jobs, [row], tx)).get(row.id)?.active) {
    throw new ApiError(RES.CONFLICT, 'This message is being sent right now. Please look again in a minute.');
  }
  await deps.mailer.requeue(tx, row.id);
  return {
    action: 'mail.resend',
    targetType: 'mail',
    targetId: row.id,
    summary: `Mail to ${row.to} sent again: ${row.subject}`,
    before: { state: outboxStateOf(row), attempts: row.attempts, error: row.error },
    after: { state: 'pending', attempts: 0 },
  };
}

/** One message as the desk shows it (after a try: without its job's next time). */
export async function outboxEntry(db: Db, outboxId: number): Promise<MailOutboxEntry> {
  return toEntry((await findOutboxMail(db, outboxId))!);
}
