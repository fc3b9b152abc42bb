import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jobSchedule, rateLimits, verificationCodes } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { createJobRunner, jobStats } from '../lib/jobs/runner';
import { log } from '../lib/log';
import { prune, pruneSpool, remindExpiringQuotations, scheduledJobs, sendUnansweredDigest } from '../services/jobs';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';

/** The job runner's scheduled work: quotation reminders and expiry notices, the staff digest, pruning, one run per due job. */

const { t, api, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 12, staffNick: 'Jobs Desk' });
const DAY = 86_400_000;
const dayFrom = (now: Date, days: number) => utcDay(new Date(now.getTime() + days * DAY));
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
    const jobs = scheduledJobs(api().deps).filter((job) => job.name === 'quotation.expiry');
    const runner = createJobRunner({ db: api().deps.database.db, mailer: api().deps.mailer, log, jobs });
    await runner.tick();
    expect(await t.statusOf(inquiryId)).toBe('expired');
    await runner.tick();
    expect(subjectsTo(buyer.email).filter((s) => s.includes('has expired'))).toEqual([`Steelora: Your quotation for inquiry ${created.inquiryNo} has expired`]);
    const [row] = await api().deps.database.db.select().from(jobSchedule).where(eq(jobSchedule.name, 'quotation.expiry'));
    // The second pass found it not due yet (every 15 minutes).
    expect(row).toMatchObject({ runs: 1, failures: 0, lockedUntil: null, lastError: null });
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect((await jobStats(api().deps.database.db)).jobs['quotation.expiry']).toMatchObject({ runs: 1, failures: 0 });
  });

  it('runs a due job in one of two runners on the same database', async () => {
    const db = api().deps.database.db;
    let runs = 0;
    const job = { name: `test.once.${Date.now()}`, everyMs: 3600_000, run: async () => void runs++ };
    const one = createJobRunner({ db, mailer: api().deps.mailer, log, jobs: [job] });
    const two = createJobRunner({ db, mailer: api().deps.mailer, log, jobs: [job] });
    await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    expect(runs).toBe(1);
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
