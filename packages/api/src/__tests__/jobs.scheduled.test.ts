import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rateLimits, verificationCodes } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { createJobs } from '../lib/jobs/boss';
import { jobStats } from '../lib/jobs/stats';
import { log } from '../lib/log';
import {
  prune, pruneSpool, remindExpiringQuotations, SCHEDULE_TZ, scheduledJobs, scheduledQueue, sendUnansweredDigest, startJobs, workScheduled,
  type ScheduledJob,
} from '../services/jobs';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';
import { jobFinished } from '../testing/jobs';

/**
 * The scheduled work on pg-boss: quotation reminders and expiry notices, the staff digest, pruning, one run per due
 * job. A cron pass files each occurrence once per slot (pg-boss's throttle); `cronPass` does what it does.
 */

const { t, api, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 12, staffNick: 'Jobs Desk' });
const DAY = 86_400_000;
const dayFrom = (now: Date, days: number) => utcDay(new Date(now.getTime() + days * DAY));
/** A cron pass's throttle slot: the quarter hour. */
const SLOT_SECONDS = 15 * 60;
/** What a cron pass of `runner` (the test app's by default) sends for `job`'s occurrence in this quarter hour: a job, unless one was filed for it already. */
const cronPass = (job: Pick<ScheduledJob, 'name'>, runner = api().deps.jobs) => runner.boss.sendThrottled(job.name, null, null, SLOT_SECONDS, job.name);
/** When the quarter hour ends within 30 s, waits for the next one, so a test's passes all fall in one throttle slot. */
async function clearOfSlotEnd(): Promise<void> {
  const slotMs = SLOT_SECONDS * 1000;
  const left = slotMs - (Date.now() % slotMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
/** A test that may wait for the next quarter hour first (clearOfSlotEnd). */
const SLOT_TEST_TIMEOUT = 90_000;
// Headers unfolded: a long subject (the brand first) is folded onto a second line.
const subjectsTo = (to: string) => smtp().messages.filter((m) => m.to.includes(to)).map((m) => /^Subject: (.*)$/m.exec(m.text.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '');

describe('quotation reminders', () => {
  it('reminds the buyer once per quotation, within 3 days of its end, and not before', async () => {
    const buyer = await t.person();
    const soon = await t.quickInquiry(buyer);
    const later = await t.quickInquiry(buyer);
    const now = api().deps.now();
    await t.quote(soon.inquiryId, staff, { validUntil: dayFrom(now, 2) });
    await t.quote(later.inquiryId, staff, { validUntil: dayFrom(now, 10) });

    await remindExpiringQuotations(api().deps, now);
    await remindExpiringQuotations(api().deps, now);
    const reminders = subjectsTo(buyer.email).filter((s) => s.includes('ends on'));
    expect(reminders).toEqual([`Steelora: Your quotation for inquiry ${soon.created.inquiryNo} ends on ${dayFrom(now, 2)}`]);
    expect((await t.mailTo(buyer.email)).text).toContain(`/inquiry/details?inquiryId=${soon.inquiryId}`);
  });
});

describe('quotation expiry', () => {
  it('expires a quoted inquiry past its validity on the runner\'s pass, with the buyer\'s notice, once', async () => {
    const buyer = await t.person();
    const { inquiryId, created } = await t.quickInquiry(buyer);
    await t.quote(inquiryId, staff, { validUntil: dayFrom(api().deps.now(), -1) });
    const deps = api().deps;
    const job = scheduledJobs(deps).find((each) => each.name === 'quotation.expiry')!;
    await deps.jobs.start([scheduledQueue(job)]);
    await deps.jobs.boss.schedule(job.name, job.cron, null, { tz: SCHEDULE_TZ });
    const worker = await workScheduled(deps, job);
    await clearOfSlotEnd();
    const first = await cronPass(job);
    expect((await jobFinished(deps.jobs, job.name, first!)).state).toBe('completed');
    expect(await t.statusOf(inquiryId)).toBe('expired');
    // A second pass in the same quarter hour (another process's) finds the occurrence filed: no second run.
    expect(await cronPass(job)).toBeNull();
    expect(subjectsTo(buyer.email).filter((s) => s.includes('has expired'))).toEqual([`Steelora: Your quotation for inquiry ${created.inquiryNo} has expired`]);
    const runs = await deps.jobs.boss.findJobs(job.name);
    expect(runs.map((run) => ({ state: run.state, output: run.output }))).toEqual([{ state: 'completed', output: null }]);
    // Every 15 minutes: the run after this one is not due for 15 minutes.
    const schedule = await deps.jobs.boss.getSchedule(job.name);
    const [next, after] = deps.jobs.boss.previewSchedule(schedule!.cron, { tz: schedule!.timezone, count: 2 });
    expect(after!.getTime() - next!.getTime()).toBe(15 * 60_000);
    expect((await jobStats(deps.database.db)).jobs['quotation.expiry']).toMatchObject({ runs: 1, failures: 0 });
    await deps.jobs.boss.offWork(job.name, { id: worker, wait: true });
  }, SLOT_TEST_TIMEOUT);

  it('runs a due job in one of two runners on the same database', async () => {
    const deps = api().deps;
    let runs = 0;
    const job = { name: `test.once.${Date.now()}`, cron: '0 * * * *', run: async () => void runs++ };
    // A second pg-boss on the same database: another process's.
    const other = createJobs(deps.database, { log, pollMs: 500 });
    try {
      await deps.jobs.start([scheduledQueue(job)]);
      await other.start([scheduledQueue(job)]);
      await Promise.all([workScheduled(deps, job), workScheduled({ ...deps, jobs: other }, job)]);
      await clearOfSlotEnd();
      const ids = await Promise.all([cronPass(job), cronPass(job), cronPass(job, other)]);
      const filed = ids.filter((id) => id !== null);
      expect(filed.length).toBe(1);
      await jobFinished(deps.jobs, job.name, filed[0]!);
      expect(runs).toBe(1);
      await deps.jobs.boss.offWork(job.name, { wait: true });
    } finally {
      await other.stop();
    }
  }, SLOT_TEST_TIMEOUT);
});

describe('startJobs', () => {
  it('keeps every job\'s cron schedule in UTC in a working process, and only sends with JOBS=0', async () => {
    const deps = api().deps;
    const working = createJobs(deps.database, { log, pollMs: 500, work: true });
    const sendingOnly = createJobs(deps.database, { log, pollMs: 500, work: false });
    try {
      expect(await startJobs({ ...deps, jobs: sendingOnly })).toBe(false);
      expect(sendingOnly.started).toBe(true);
      expect(await startJobs({ ...deps, jobs: working })).toBe(true);
      const schedules = await working.boss.getSchedules();
      expect(schedules.map(({ name, cron, timezone }) => ({ name, cron, timezone })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        scheduledJobs(deps).map(({ name, cron }) => ({ name, cron, timezone: SCHEDULE_TZ })).sort((a, b) => a.name.localeCompare(b.name)),
      );
      expect(working.boss.getWipData().map((worker) => worker.name).sort()).toEqual(['mail.deliver', 'webhook.deliver', ...scheduledJobs(deps).map((job) => job.name)].sort());
      expect(sendingOnly.boss.getWipData()).toEqual([]);
    } finally {
      await working.stop();
      await sendingOnly.stop();
    }
  });
});

describe('the staff digest', () => {
  it('lists inquiries waiting over 24 hours to every staff member, once a day', async () => {
    const buyer = await t.person();
    const { created } = await t.quickInquiry(buyer);
    const later = new Date(api().deps.now().getTime() + 25 * 3600_000);
    expect(await sendUnansweredDigest(api().deps, later)).toBeGreaterThanOrEqual(1);
    expect(await sendUnansweredDigest(api().deps, later)).toBe(0);
    const digests = smtp().messages.filter((m) => m.to.includes(staff.email) && /waiting for an answer/.test(m.text));
    expect(digests.length).toBe(1);
    expect(digests[0]!.text).toContain(created.inquiryNo);
  });
});

describe('pruning', () => {
  it('removes expired codes, finished rate windows and stale spool files, and keeps the rest', async () => {
    const db = api().deps.database.db;
    const now = api().deps.now();
    await db.insert(verificationCodes).values([
      { email: 'old@prune.test', codeHash: 'x', expiresAt: new Date(now.getTime() - 2 * 3600_000) },
      { email: 'new@prune.test', codeHash: 'x', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'prune:old', windowStart: new Date(now.getTime() - 2 * DAY), count: 3 },
      { key: 'prune:new', windowStart: now, count: 1 },
    ]);
    await prune(api().deps, now);
    const codes = (await db.select({ email: verificationCodes.email }).from(verificationCodes)).map((row) => row.email);
    expect(codes).toContain('new@prune.test');
    expect(codes).not.toContain('old@prune.test');
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('prune:new');
    expect(keys).not.toContain('prune:old');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-spool-'));
    try {
      for (const name of ['.spool-old', '.spool-new', 'keep-me']) fs.writeFileSync(path.join(dir, name), 'x');
      const old = new Date(now.getTime() - 2 * 3600_000);
      fs.utimesSync(path.join(dir, '.spool-old'), old, old);
      fs.utimesSync(path.join(dir, 'keep-me'), old, old);
      expect(await pruneSpool(dir, now)).toBe(1);
      expect(fs.readdirSync(dir).sort()).toEqual(['.spool-new', 'keep-me']);
      expect(await pruneSpool(path.join(dir, 'missing'), now)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
