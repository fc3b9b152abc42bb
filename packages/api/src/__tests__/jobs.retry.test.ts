import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { MAIL_DEAD_QUEUE, MAIL_QUEUE } from '../lib/jobs/boss';
import { MAIL_JOB, workMail } from '../lib/jobs/mail';
import { jobStats } from '../lib/jobs/stats';
import { createMailer, ONCE_NOT_RETRIED } from '../lib/mailer';
import { log } from '../lib/log';
import { startTestApi, type TestApi } from '../testing/harness';
import { findJob, jobFinished, waitFor } from '../testing/jobs';
import { inquiryTesting } from '../testing/inquiries';
import { freePort, startTestSmtp, type TestSmtp } from '../testing/smtp';

/**
 * The outbox is delivered at least once: retried with backoff while SMTP is down, dead after the last try. The
 * delivery jobs run on pg-boss (lib/jobs/mail.ts), polled every half second here.
 */

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

let api: TestApi;
let smtp: TestSmtp | null = null;
let port: number;
const t = inquiryTesting(() => api, () => smtp!);

beforeAll(async () => {
  port = await freePort();
  api = await startTestApi({ seed: { goods: 12 }, smtpUrl: `smtp://127.0.0.1:${port}`, mailPolicy: { retryBaseMs: 150, maxAttempts: 30 } });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe('SMTP down for a while, then up', () => {
  it('retries the inquiry mails with backoff and delivers each once, with its stored Message-ID', async () => {
    const staff = await t.person({ role: 'staff' });
    const buyer = await t.person();
    const { created } = await t.quickInquiry(buyer);
    const db = api.deps.database.db;
    const rows = () => db.select().from(mailOutbox).where(inArray(mailOutbox.to, [staff.email, buyer.email])).orderBy(asc(mailOutbox.id));

    // The first try right after the commit failed: kept, with its error and a next try.
    const failed = await rows();
    expect(failed.length).toBe(2);
    for (const row of failed) {
      expect(row).toMatchObject({ sentAt: null, deadAt: null, attempts: 1 });
      expect(row.error).toMatch(/ECONNREFUSED/);
      expect(row.messageId).toMatch(/^<[^@>]+@steelora\.example>$/);
    }
    expect(failed.find((row) => row.to === buyer.email)!.text).toContain(created.inquiryNo);

    const jobs = api.deps.jobs;
    const worker = await workMail(jobs, api.deps.mailer, log);
    // Still down: each due delivery job tries again and fails.
    await waitFor(async () => (await rows()).every((row) => row.attempts > 1), 'tries after the first');
    const stillDown = await rows();
    for (const row of stillDown) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThan(1);
      // The next try is pg-boss's: the job is due again after the message was written.
      const job = await findJob(jobs, MAIL_QUEUE, row.jobId!);
      expect(job!.startAfter.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
    await waitFor(async () => (await jobStats(db)).outbox.oldestUnsentSeconds >= 1, 'the backlog to age a second');
    const stats = await jobStats(db);
    expect(stats.outbox.backlog).toBeGreaterThanOrEqual(2);
    expect(stats.outbox.failed).toBeGreaterThanOrEqual(2);
    expect(stats.outbox.oldestUnsentSeconds).toBeGreaterThanOrEqual(1);
    expect(stats.jobs[MAIL_JOB]!.failures).toBeGreaterThan(0);

    // SMTP comes up on the same port: the next due try delivers.
    smtp = await startTestSmtp(port);
    await waitFor(async () => (await rows()).every((row) => row.sentAt), 'the delivery once SMTP is up');
    const sent = await rows();
    for (const row of sent) {
      expect(row.sentAt).not.toBeNull();
      const received = smtp.messages.filter((m) => m.to.includes(row.to));
      expect(received.length).toBe(1);
      expect(messageIdOf(received[0]!.raw)).toBe(row.messageId);
    }
    // Their jobs are done: nothing sends them again.
    for (const row of sent) expect((await jobFinished(jobs, MAIL_QUEUE, row.jobId!)).state).toBe('completed');
    expect(smtp.count(buyer.email)).toBe(1);
    expect(smtp.count(staff.email)).toBe(1);
    await jobs.boss.offWork(MAIL_QUEUE, { id: worker, wait: true });
  }, 60_000);

  it('gives a message up after its last try (dead), and never retries one with a one-time code', async () => {
    const db = api.deps.database.db;
    const jobs = api.deps.jobs;
    const down = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'Shop <shop@steelora.example>', log, policy: { retryBaseMs: 10, maxAttempts: 2 }, jobs });
    const id = await down.queue(db, { to: 'dead@example.com', subject: 'Hello', text: 'A plain message.' });
    await expect(down.deliver(id)).rejects.toThrow();
    const worker = await workMail(jobs, down, log);
    const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    // The last try gives the message up, and pg-boss moves its job to the dead letter queue.
    const finished = await jobFinished(jobs, MAIL_QUEUE, queued!.jobId!);
    const [dead] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(dead).toMatchObject({ attempts: 2, sentAt: null });
    expect(dead!.deadAt).not.toBeNull();
    expect(finished.state).toBe('failed');
    expect((await jobs.boss.findJobs(MAIL_DEAD_QUEUE, { data: { outboxId: id } })).length).toBe(1);
    // Its job is finished: no further try.
    await jobs.boss.offWork(MAIL_QUEUE, { id: worker, wait: true });
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.attempts).toBe(2);

    // A code mail: the outbox keeps no code, the failed send is not retried.
    await expect(down.send({ to: 'code@example.com', subject: 'Your code', text: 'Your verification code is 123456.', secret: '123456' })).rejects.toThrow();
    const [code] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'code@example.com'));
    expect(code!.text).not.toContain('123456');
    expect(code!.once).toBe(true);
    expect(code!.deadAt).not.toBeNull();
    expect(code!.error).toContain(ONCE_NOT_RETRIED);
  }, 30_000);

  it('gives a message kept without a delivery job (an earlier version\'s, or kept without SMTP) its job once, and delivers it', async () => {
    const db = api.deps.database.db;
    const jobs = api.deps.jobs;
    const messageId = '<kept-before-pg-boss@steelora.example>';
    const [kept] = await db.insert(mailOutbox).values({ to: 'kept@example.com', subject: 'Kept', text: 'Waiting.', messageId }).returning({ id: mailOutbox.id });
    // Two working processes starting together: one of them takes it.
    const adopted = await Promise.all([api.deps.mailer.adoptWaiting(), api.deps.mailer.adoptWaiting()]);
    expect(adopted.sort()).toEqual([0, 1]);
    const worker = await workMail(jobs, api.deps.mailer, log);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, kept!.id));
    expect((await jobFinished(jobs, MAIL_QUEUE, row!.jobId!)).state).toBe('completed');
    await jobs.boss.offWork(MAIL_QUEUE, { id: worker, wait: true });
    expect(smtp!.count('kept@example.com')).toBe(1);
    expect(messageIdOf(smtp!.messages.find((m) => m.to.includes('kept@example.com'))!.raw)).toBe(messageId);
  }, 30_000);
});
