import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { API, RES, type InquiryCreated } from '@sw/protocol';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { categories, mailOutbox, members, uploads } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { httpCaller, openTestDatabase } from '../testing/harness';
import { waitFor } from '../testing/jobs';
import { insertAccount } from '../testing/members';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

/**
 * A back-end process killed with kill -9 right after an inquiry is committed, before its mail is delivered
 * (held by the test-only MAIL_DELIVERY_DELAY_MS): once restarted, its pg-boss worker delivers both messages, each
 * exactly once and with the Message-ID stored in its outbox row (the delivery jobs were committed with the
 * inquiry). On PGlite (a DATA_DIR the processes take in turn) or on the PostgreSQL of TEST_DATABASE_URL. The first
 * try's lease is a second here (MAIL_LEASE_MS), so the restarted process finds the jobs due at once.
 */

const apiRoot = path.resolve(import.meta.dirname, '../..');
const pgUrl = process.env.TEST_DATABASE_URL;
const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

interface Where {
  /** PostgreSQL: the test database's URL; PGlite: its DATA_DIR. */
  databaseUrl?: string;
  dataDir?: string;
}

/** The back-end in its own process; resolves with its URL once it listens, and its output so far. */
async function startProcess(where: Where, smtpUrl: string, extraEnv: Record<string, string> = {}) {
  // Node itself with tsx's loader, so that the kill reaches the server and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/serveProcess.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env, DATABASE_URL: where.databaseUrl ?? '', DATA_DIR: where.dataDir ?? '', SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn', NODE_ENV: 'test', JOBS_POLL_MS: '500', MAIL_LEASE_MS: '1000', ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = { text: '' };
  child.stdout!.on('data', (chunk: Buffer) => {
    output.text += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the back-end process did not start')), 60_000);
    const look = () => {
      const match = /listening (\d+)/.exec(output.text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`the back-end process exited (${code})`)));
  });
  return { child, output, url: `http://127.0.0.1:${port}`, call: httpCaller(`http://127.0.0.1:${port}`) };
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const until = (check: () => boolean, timeoutMs: number, what: string) => waitFor(check, what, timeoutMs);

/** The process's delivery tries so far, from its /metrics (loopback may read them). */
async function deliveryTries(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^sw_job_runs_total\{job="mail\.deliver"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

describe(`kill -9 between an inquiry's commit and its mail (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let smtp: TestSmtp;
  let dataDir: string | undefined;
  let pgDatabase: (Database & { dispose: () => Promise<void>; url?: string }) | undefined;
  const where: Where = {};
  const children: ChildProcess[] = [];

  /** The database, opened by the test only while no back-end process has it (PGlite allows one). */
  async function withDb<T>(work: (database: Database) => Promise<T>): Promise<T> {
    if (pgDatabase) return work(pgDatabase);
    const database = openDatabase({ dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    if (pgUrl) {
      pgDatabase = await openTestDatabase();
      where.databaseUrl = pgDatabase.url;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-crash-'));
      where.dataDir = dataDir;
    }
  });
  afterAll(async () => {
    for (const child of children) await kill(child);
    await smtp?.close();
    await pgDatabase?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the buyer\'s receipt and the staff notice exactly once after a restart, with the stored Message-IDs', async () => {
    const people = await withDb(async (database) => {
      await migrate(database);
      const db = database.db;
      const [category] = await db.insert(categories).values({ name: 'Rings', slug: 'rings' }).returning({ id: categories.id });
      await db.insert(members).values({ email: 'desk@crash.test', pwdHash: 'not-used', nick: 'Desk', role: 'staff', emailConfirmedAt: new Date() });
      const buyer = await insertAccount(db, { email: 'buyer@crash.test', pwdHash: 'not-used', nick: 'Buyer', emailConfirmedAt: new Date() });
      const file = { key: `quick/crash-${Date.now()}-idea.png`, name: 'idea.png' };
      await db.insert(uploads).values({ memberId: buyer!.id, key: file.key, name: file.name, size: 1234, contentType: 'image/png' });
      return { categoryId: category!.id, token: await createSession(db, buyer!.id), file };
    });

    // The first process holds the delivery after the commit; it is killed while it waits. It works no jobs (JOBS=0),
    // so its own worker cannot take the delivery jobs in the moment before the kill.
    const first = await startProcess(where, smtp.url, { MAIL_DELIVERY_DELAY_MS: '60000', JOBS: '0' });
    children.push(first.child);
    const answer = first
      .call<InquiryCreated>(API.inquiryOrder.quicklyUpload, {
        categoryId: people.categoryId, targetQty: 200, description: 'A ring like this picture, in 316L steel.', files: [people.file],
      }, { token: people.token })
      .catch(() => null);
    await until(() => first.output.text.includes('test delay before mail delivery'), 30_000, 'the commit');
    await kill(first.child);
    // The caller never got its answer, and nothing was sent.
    expect(await answer).toBeNull();
    expect(smtp.messages.length).toBe(0);

    // A new process delivers what the killed one left, on its first pass.
    const second = await startProcess(where, smtp.url);
    children.push(second.child);
    await until(() => smtp.count('buyer@crash.test') >= 1 && smtp.count('desk@crash.test') >= 1, 30_000, 'the mail after the restart');
    // Its worker took both delivery jobs, one try each: nothing is left to send a second copy.
    await waitFor(async () => (await deliveryTries(second.url)) >= 2, 'both delivery jobs worked', 30_000);
    expect(await deliveryTries(second.url)).toBe(2);
    expect((await second.call(API.base.emailRegisterChecking, { email: 'probe@crash.test' })).meta.res).toBe(RES.OK);
    await kill(second.child);

    expect(smtp.count('buyer@crash.test')).toBe(1);
    expect(smtp.count('desk@crash.test')).toBe(1);
    const rows = await withDb((database) => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)));
    expect(rows.map((row) => row.to).sort()).toEqual(['buyer@crash.test', 'desk@crash.test']);
    for (const row of rows) {
      expect(row.sentAt).not.toBeNull();
      const [received] = smtp.messages.filter((message) => message.to.includes(row.to));
      expect(messageIdOf(received!.raw)).toBe(row.messageId);
    }
    expect(smtp.messages.find((m) => m.to.includes('buyer@crash.test'))!.text).toMatch(/We received your inquiry/);
  }, 120_000);
});
