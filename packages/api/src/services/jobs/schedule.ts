import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import type { Queue } from 'pg-boss';
import { markOnce, pruneMarks } from '../../lib/jobs/marks';
import { workMail } from '../../lib/jobs/mail';
import { countRun } from '../../lib/jobs/stats';
import { pruneSentAttachments } from '../../lib/mailer';
import { pruneLimits } from '../../lib/rateLimit';
import { claimFileStore, storeIdentity } from '../../lib/storage/claim';
import { expireDueInquiries, inquiriesWaitingSince, latestQuotations, lockQuotedInquiry, quotedInquiryIds } from '../inquiry';
import { utcDay } from '../../lib/dailyNumber';
import { brandOf, branded, deskLink, detailsLink, lines, mailStaff } from '../mail';
import { pruneCodes } from '../auth';
import { runUseCase } from '../useCase';
import { autocompleteShippedOrders } from '../shipment';
import { mailCompany } from '../company';
import { remindExpiringComplianceDocuments } from '../compliance';
import { workWebhooks } from '../integration';

/**
 * The scheduled work, on pg-boss (lib/jobs/boss.ts): quotation reminders and expiry, the staff digest of
 * unanswered inquiries, and pruning. Each job is safe to run again: what must happen once (a reminder, a day's
 * digest) inserts a key in job_marks in the same transaction as its mail.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** A quotation's buyer is reminded once this many days before its validity ends. */
export const REMINDER_DAYS = 3;
/** Spool files (half-received uploads) older than this are left over from a failed or killed upload. */
export const SPOOL_MAX_AGE_MS = HOUR;

/** Inserts `key` in the transaction (lib/jobs/marks.ts); false when it is there already (the work was done). */
async function markedNow(tx: Tx, key: string): Promise<boolean> {
  return (await markOnce(tx, [key])).has(key);
}

/** The quoted inquiries whose latest quotation ends within REMINDER_DAYS: one reminder each per quotation. */
export async function remindExpiringQuotations(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db;
  const latest = await latestQuotations(db, await quotedInquiryIds(db));
  const today = utcDay(now);
  const horizon = utcDay(new Date(now.getTime() + REMINDER_DAYS * DAY));
  let sent = 0;
  for (const [inquiryId, quotation] of latest) {
    if (quotation.validUntil < today || quotation.validUntil > horizon) continue;
    const reminded = await runUseCase(deps, async (uc) => {
      const inquiry = await lockQuotedInquiry(uc.tx, inquiryId);
      if (!inquiry || !(await markedNow(uc.tx, `quotation.reminder:${quotation.id}`))) return false;
      await mailCompany(uc, inquiry, branded(inquiry.theme, {
        subject: `Your quotation for inquiry ${inquiry.inquiryNo} ends on ${quotation.validUntil}`,
        text: lines(
          `The quotation (version ${quotation.version}, ${quotation.currency} ${Number(quotation.total).toFixed(2)}) for your inquiry ${inquiry.inquiryNo} is valid until ${quotation.validUntil}.`,
          'To order at these prices, please accept it before then:',
          detailsLink(deps.config.publicUrl, inquiry.id),
        ),
      }));
      return true;
    });
    if (reminded) sent++;
  }
  return sent;
}

/** Once a UTC day: the inquiries waiting for the sales team for more than 24 hours, to every staff member. */
export async function sendUnansweredDigest(deps: AppDeps, now: Date): Promise<number> {
  return runUseCase(deps, async (uc) => {
    const waiting = await inquiriesWaitingSince(uc.tx, new Date(now.getTime() - DAY));
    if (!waiting.length || !(await markedNow(uc.tx, `inquiry.digest:${utcDay(now)}`))) return 0;
    const hours = (at: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / HOUR);
    await mailStaff(uc, {
      subject: `${waiting.length} inquir${waiting.length === 1 ? 'y' : 'ies'} waiting for an answer`,
      text: lines(
        'These inquiries have waited for the sales team for more than 24 hours:',
        // Each names the site it came through: the digest covers every brand.
        ...waiting.map((row) => `- ${row.inquiryNo} (${brandOf(row.theme)}) ${row.title} (${row.status.replace(/_/g, ' ')}, ${hours(row.updatedAt)} hours)`),
        '',
        `Open the quotation desk: ${deskLink(deps.config.publicUrl)}`,
      ),
    });
    return waiting.length;
  });
}

/** Deletes `.spool-*` files older than SPOOL_MAX_AGE_MS in `dir` (a missing folder is fine). */
export async function pruneSpool(dir: string, now: Date): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('.spool-')) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.lstat(file).catch(() => null);
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < SPOOL_MAX_AGE_MS) continue;
    await fs.promises.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** The folders lib/storage/spool.ts writes into: disk storage's tmp, the upload stream's, the S3 backend's. */
export const spoolFolders = (deps: AppDeps) => [path.join(deps.config.dataDir, 'files', 'tmp'), path.join(os.tmpdir(), 'sw-uploads'), os.tmpdir()];

/** Expired codes, finished rate windows, stale spool files, old job marks, and the files of long-sent mail. */
export async function prune(deps: AppDeps, now: Date): Promise<void> {
  const db = deps.database.db;
  await pruneCodes(db, new Date(now.getTime() - HOUR));
  await pruneLimits(db, now);
  for (const dir of spoolFolders(deps)) await pruneSpool(dir, now);
  await pruneMarks(db, new Date(now.getTime() - 180 * DAY));
  await pruneSentAttachments(db, new Date(now.getTime() - 30 * DAY));
}

export interface JobContext {
  now: Date;
}

export interface ScheduledJob {
  /** The pg-boss queue and schedule name, e.g. `quotation.reminders`; also the key of its counters. */
  name: string;
  /** A pg-boss cron expression, in UTC (the digest's day is a UTC day). */
  cron: string;
  run: (context: JobContext) => Promise<void>;
}

/** The schedules' time zone: the days the jobs count (utcDay) are UTC days. */
export const SCHEDULE_TZ = 'UTC';

export function scheduledJobs(deps: AppDeps): ScheduledJob[] {
  // Hourly ones on different minutes, so one process does not run them all at once.
  return [
    { name: 'quotation.expiry', cron: '*/15 * * * *', run: () => expireDueInquiries(deps, null) },
    { name: 'quotation.reminders', cron: '5 * * * *', run: async ({ now }) => void (await remindExpiringQuotations(deps, now)) },
    { name: 'inquiry.digest', cron: '10 * * * *', run: async ({ now }) => void (await sendUnansweredDigest(deps, now)) },
    { name: 'prune', cron: '20 * * * *', run: ({ now }) => prune(deps, now) },
    { name: 'order.autocomplete', cron: '30 * * * *', run: async ({ now }) => void (await autocompleteShippedOrders(deps, now)) },
    { name: 'compliance.reminders', cron: '40 * * * *', run: async ({ now }) => void (await remindExpiringComplianceDocuments(deps, now)) },
  ];
}

/** A failed scheduled run is tried again this many seconds later. */
const RETRY_SECONDS = 60;
/** A scheduled job's queue: a run may take up to 10 minutes, a failed one is tried twice more a minute apart. */
export const scheduledQueue = (job: Pick<ScheduledJob, 'name'>): Queue => ({ name: job.name, expireInSeconds: 600, retryLimit: 2, retryDelay: RETRY_SECONDS, notify: true });

/**
 * While the listener is up a scheduled job's worker polls this many times more rarely than JOBS_POLL_MS: each run is
 * announced (the cron pass's send notifies) and its retry wakes it (below), so the poll is only a last resort.
 */
const SCHEDULED_POLL_FACTOR = 5;

/** Works `job`'s queue in this process, counting each run (a failed run is logged and retried by pg-boss). */
export async function workScheduled(deps: AppDeps, job: ScheduledJob): Promise<string> {
  return deps.jobs.work(job.name, { notifyPollingIntervalSeconds: deps.jobs.pollSeconds * SCHEDULED_POLL_FACTOR }, async () => {
    try {
      await job.run({ now: deps.now() });
      countRun(job.name, false);
    } catch (error) {
      countRun(job.name, true);
      deps.log.warn({ err: error, job: job.name }, 'job failed');
      // Its retry is due a minute on, past what a notification covers: this worker looks then (a last try too, harmless).
      deps.jobs.wake(job.name, new Date(Date.now() + RETRY_SECONDS * 1000 + 500));
      throw error;
    }
  });
}

const WORKING_KEY = Symbol.for('sw.api.jobsWorking');

/**
 * Starts this process's pg-boss (once per process): `npm run start:api` (server.ts) and the storefront with the
 * in-process back-end (apps/web/instrumentation.ts) call it after the migrations, before serving. Unless JOBS=0 it
 * also works the mail queue and the scheduled jobs and keeps their cron schedules; with JOBS=0 it only sends
 * (a use case's mail gets its delivery job). Before all that it records this process's file store and refuses
 * (FileStoreConflict) when another live process uses a different one (lib/storage/claim.ts). Answers whether this
 * process works jobs.
 */
export async function startJobs(deps: AppDeps): Promise<boolean> {
  const jobs = deps.jobs;
  const holder = jobs as unknown as Record<symbol, Promise<boolean> | undefined>;
  holder[WORKING_KEY] ??= (async () => {
    // First of all, one file store for every process (issue 55): a process on another store than the live ones stops here.
    await claimFileStore(deps.database.db, storeIdentity(deps.config), { log: deps.log });
    const scheduled = scheduledJobs(deps);
    await jobs.start(jobs.works ? scheduled.map(scheduledQueue) : []);
    if (!jobs.works) return false;
    await workMail(jobs, deps.mailer, deps.log);
    await workWebhooks(deps);
    // Messages an earlier version (or a process without SMTP_URL) left waiting get their delivery job now.
    const adopted = await deps.mailer.adoptWaiting();
    if (adopted) deps.log.info({ adopted }, 'waiting mail given delivery jobs');
    for (const job of scheduled) {
      await jobs.boss.schedule(job.name, job.cron, null, { tz: SCHEDULE_TZ });
      await workScheduled(deps, job);
    }
    return true;
  })();
  return holder[WORKING_KEY];
}
