import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { createJobs, type Jobs } from '../lib/jobs/boss';
import { workMail } from '../lib/jobs/mail';
import { log } from '../lib/log';
import { createMailer, type Mailer } from '../lib/mailer';
import { openMigratedDatabase } from '../testing/harness';
import type { TestDatabase } from '../testing/templates';
import { waitFor } from '../testing/jobs';
import { freePort, startTestSmtp, type TestSmtp } from '../testing/smtp';
import { runUseCase, type UseCaseDeps } from '../services/useCase';
import { readConfig } from '../config';

/**
 * An idle working process (issue 56): its workers poll only every JOBS_POLL_MS (the default, a minute), yet a
 * committed mail goes out within a second, by this process's worker woken at once (a job due at its commit) or at
 * the job's time (a retry), not at its next poll.
 */

let database: TestDatabase;
let jobs: Jobs;
let smtp: TestSmtp;
let mailer: Mailer;
let deps: UseCaseDeps;
const FROM = 'Shop <shop@steelora.example>';
/** The worker's last poll long past: what follows is found by a wake, or not within the test's second. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const sentAt = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sentAt ?? null;

beforeAll(async () => {
  database = (await openMigratedDatabase(null, log)).database;
  smtp = await startTestSmtp();
  // The default polling interval: nothing here is found by a poll within the test's second.
  jobs = createJobs(database, { log, work: true });
  await jobs.start();
  mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: FROM, log, jobs, policy: { retryBaseMs: 300 } });
  await workMail(jobs, mailer, log);
  deps = { database, mailer, log, now: () => new Date(), config: readConfig({}) };
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await smtp?.close();
  await database?.dispose();
});

describe(`an idle process with the default polling interval (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('polls rarely: a minute or more between a worker\'s looks', () => {
    expect(jobs.pollSeconds).toBeGreaterThanOrEqual(60);
  });

  it('delivers a mail whose delivery job is committed due now within 1 s, through its own worker', async () => {
    // A message kept without a job (kept while SMTP was unset): its job is committed due now (adoptWaiting).
    const [kept] = await database.db.insert(mailOutbox).values({ to: 'kept@idle.test', subject: 'Kept', text: 'Waiting.', messageId: '<kept@idle.test>' }).returning({ id: mailOutbox.id });
    await settle();
    const committed = Date.now();
    expect(await mailer.adoptWaiting()).toBe(1);
    await waitFor(async () => (await sentAt(kept!.id)) !== null, 'the adopted mail', 1000);
    expect(Date.now() - committed).toBeLessThan(1000);
    expect(smtp.count('kept@idle.test')).toBe(1);
  });

  it('delivers a use case\'s mail within 1 s of its commit when the first try fails and the next is due', async () => {
    // SMTP down for the first try after the commit, up again at once: the next try, 300 ms on, is the worker's.
    const port = await freePort();
    const flaky = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, log, jobs, policy: { retryBaseMs: 300 } });
    await settle();
    const committed = Date.now();
    await runUseCase({ ...deps, mailer: flaky }, (uc) => uc.queueMail({ to: 'retry@idle.test', subject: 'Your inquiry', text: 'We received it.' }));
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@idle.test'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    const id = failed!.id;
    // The worker (this process's, bound to the SMTP that is up) takes the due try.
    await waitFor(async () => (await sentAt(id)) !== null, 'the retried mail', 1000);
    expect(Date.now() - committed).toBeLessThan(1000);
    expect(smtp.count('retry@idle.test')).toBe(1);
  });
});
