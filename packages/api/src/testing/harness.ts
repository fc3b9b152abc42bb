import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { type Envelope, signedCall, SIGN_HEADER, TOKEN_HEADER } from '@sw/protocol';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { AppDeps } from '../context';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';
import type { DemoAccount } from '../seed/accounts';
import { log as defaultLog, type Logger } from '../lib/log';
import { createJobs } from '../lib/jobs/boss';
import { createMailer, type DeliveryPolicy } from '../lib/mailer';
import { createDiskStorage, createStorage } from '../lib/storage';
import { createServerDatabase, openTemplateCopy, TEMPLATE_GOODS, type TestDatabase } from './templates';

/** A fresh, empty database: in-memory PGlite, or a new database on the server named by TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createServerDatabase(url);
  const database = openDatabase({});
  return { ...database, dispose: database.close };
}

/**
 * A migrated database, seeded with `seedGoods` demo goods and the demo accounts unless null: a copy of the run's
 * template where one fits (templates.ts), otherwise migrated and seeded here.
 */
export async function openMigratedDatabase(seedGoods: number | null, log: Logger): Promise<{ database: TestDatabase; demoAccounts: DemoAccount[] }> {
  const copy = await openTemplateCopy(seedGoods === TEMPLATE_GOODS ? 'demo' : 'migrated');
  const { database, demoAccounts } = copy ?? { database: await openTestDatabase(), demoAccounts: [] };
  if (!copy) await migrate(database);
  if (seedGoods === null || (copy && seedGoods === TEMPLATE_GOODS)) return { database, demoAccounts };
  return { database, demoAccounts: (await seedIfEmpty(database.db, log, { goods: seedGoods })).demoAccounts };
}

export type Call = <T = unknown>(path: string, data?: unknown, creds?: { token?: string; memId?: string }) => Promise<Envelope<T>>;

/** Correctly signed calls to a back-end at `url` (this process's test server, or another process's); `extraHeaders` go with each (a site's host). */
export function httpCaller(url: string, now: () => number = Date.now, extraHeaders: Record<string, string> = {}): Call {
  return async (path, data = {}, creds = {}) => {
    const signed = signedCall(path, creds, now());
    const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json', [SIGN_HEADER]: signed.sign };
    if (creds.token) headers[TOKEN_HEADER] = creds.token;
    const response = await fetch(`${url}${signed.url}`, { method: 'POST', headers, body: JSON.stringify(data) });
    return (await response.json()) as Envelope<never>;
  };
}

export interface TestApi {
  deps: AppDeps;
  /** The demo accounts the seed made, with their random passwords (empty without `seed`). */
  demoAccounts: DemoAccount[];
  /** Base URL of the real HTTP server. */
  url: string;
  /** Moves the back-end's clock (code expiry, session expiry, rate windows). */
  advance: (ms: number) => void;
  /** A correctly signed call; pass `token` to call as a member. */
  call: Call;
  /** A raw request to the server, for malformed input. */
  raw: (pathAndQuery: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * A back-end on a real loopback server. The tests stand in for one trusted proxy (`trustProxyHops` 1) so they
 * can speak for several client addresses through X-Forwarded-For.
 */
export async function startTestApi(
  options: {
    seed?: boolean | { goods: number };
    smtpUrl?: string;
    trustProxyHops?: number;
    log?: Logger;
    /** S3_* variables (testing/s3.ts): uploaded files go to that bucket instead of a temporary folder. */
    s3Env?: Record<string, string>;
    mailPolicy?: Partial<DeliveryPolicy>;
  } = {},
): Promise<TestApi> {
  const log = options.log ?? defaultLog;
  const seedGoods = options.seed ? (typeof options.seed === 'object' ? options.seed.goods : TEMPLATE_GOODS) : null;
  const { database, demoAccounts } = await openMigratedDatabase(seedGoods, log);
  let offset = 0;
  // Each test server keeps its files in its own temporary folder, removed on close.
  const filesDir = fs.mkdtempSync(join(os.tmpdir(), 'sw-files-'));
  const config = {
    ...readConfig(options.s3Env ?? {}),
    smtpUrl: options.smtpUrl,
    trustProxyHops: options.trustProxyHops ?? 1,
    // Never the installation's own key file under DATA_DIR.
    uploadTokenSecret: randomBytes(32).toString('hex'),
  };
  // pg-boss sends the mail's delivery jobs; a test that works them starts a worker (lib/jobs/mail.ts). Short polls.
  const jobs = createJobs(database, { log, pollMs: 500 });
  if (options.smtpUrl) await jobs.start();
  const deps: AppDeps = {
    database,
    config,
    log,
    jobs,
    mailer: createMailer({ db: database.db, smtpUrl: options.smtpUrl, from: config.mailFrom, log, policy: options.mailPolicy, jobs }),
    storage: config.s3 ? createStorage(config) : createDiskStorage(filesDir),
    now: () => new Date(Date.now() + offset),
  };
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const raw = (pathAndQuery: string, init?: RequestInit) => fetch(`${url}${pathAndQuery}`, init);
  return {
    deps,
    demoAccounts,
    url,
    advance: (ms) => {
      offset += ms;
    },
    raw,
    call: httpCaller(url, () => deps.now().getTime()),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A download the test left unread (a compliance pack's stream) would hold its socket, and close, for ever.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      // Its workers' handlers finish and its timers stop before the database goes.
      await jobs.stop();
      await database.dispose();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
