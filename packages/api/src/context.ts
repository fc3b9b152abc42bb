import type { Database, Db } from './db/client';
import type { ApiConfig } from './config';
import type { Jobs } from './lib/jobs/boss';
import type { Logger } from './lib/log';
import type { Mailer } from './lib/mailer';
import type { Storage } from './lib/storage';
import type { SiteTheme } from '@sw/protocol';
import type { Member } from './services/auth/sessions';

/** Everything a request may use; built once per process (or per test). */
export interface AppDeps {
  database: Database;
  config: ApiConfig;
  mailer: Mailer;
  /** pg-boss: the mail's delivery jobs and the scheduled jobs (lib/jobs/boss.ts, started by startJobs). */
  jobs: Jobs;
  /** Uploaded files: disk under DATA_DIR, or S3-compatible storage. */
  storage: Storage;
  log: Logger;
  /** The clock, replaceable in tests of expiry. */
  now: () => Date;
}

export interface CallContext<I> {
  input: I;
  db: Db;
  deps: AppDeps;
  /** The signed-in member, or null for a visitor. */
  member: Member | null;
  /** The raw session token of this call, when there is one. */
  token: string | null;
  ip: string;
  userAgent: string;
  /** The brand of the site the call came through (lib/siteTheme.ts): new inquiries keep it, every mail names it. */
  theme: SiteTheme['name'];
}
