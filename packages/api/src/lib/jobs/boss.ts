import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db as BossDb, type DrizzleTransactionLike, type Queue } from 'pg-boss';
import type { Database, Db, Tx } from '../../db/client';
import type { Logger } from '../log';

/**
 * Background jobs on pg-boss (docs/decisions/0012). One PgBoss per process, on the process's database: on a
 * PostgreSQL server with a small pool of its own, on PGlite through pg-boss's PGlite adapter (statements with
 * parameters to `query`, the others to `exec`, their rows flattened). A process that works no jobs (JOBS=0)
 * still starts it, to send: the outbox's delivery jobs are created in the use case's transaction.
 */

/** The queue of the outbox's deliveries (lib/mailer.ts), and where a message's job goes after its last try. */
export const MAIL_QUEUE = 'mail.deliver';
export const MAIL_DEAD_QUEUE = 'mail.dead';

const MAIL_QUEUES: Queue[] = [{ name: MAIL_DEAD_QUEUE }, { name: MAIL_QUEUE, deadLetter: MAIL_DEAD_QUEUE }];

export interface JobsOptions {
  log: Logger;
  /** Whether this process works jobs: maintenance and the cron pass run only then (JOBS=0: false). */
  work?: boolean;
  /** How often a worker looks for jobs (JOBS_POLL_MS, at least 500; default 2000). */
  pollMs?: number;
  /** How often the cron pass looks for due schedules (JOBS_CRON_SECONDS, 1 to 45; default 30). */
  cronSeconds?: number;
}

export interface Jobs {
  boss: PgBoss;
  /** Whether start() has finished: sending needs it (and on PGlite it must not start inside a transaction). */
  readonly started: boolean;
  /** Whether this process works jobs (startJobs registers the workers and schedules). */
  readonly works: boolean;
  /** A worker's polling interval, in seconds. */
  readonly pollSeconds: number;
  /** Starts pg-boss (installing or upgrading its schema) and makes sure `queues` and the mail queues exist. */
  start: (queues?: Queue[]) => Promise<PgBoss>;
  /** Waits for running handlers (up to 10 s), then stops; the database stays open. */
  stop: () => Promise<void>;
  /** pg-boss's `db` option for a statement inside `into` (a use case's transaction), so the job commits with it. */
  within: (into: Db | Tx) => BossDb;
}

function connection(database: Database): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  if (!database.url) throw new Error('pg-boss needs the database URL or the PGlite instance');
  return { connectionString: database.url, max: Number(process.env.JOBS_POOL_MAX ?? 4) };
}

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const works = options.work ?? false;
  const pollSeconds = Math.max(500, options.pollMs ?? 2000) / 1000;
  const boss = new PgBoss({
    ...connection(database),
    schedule: works,
    supervise: works,
    registerInstance: works,
    cronMonitorIntervalSeconds: options.cronSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(5, Math.round(pollSeconds))),
  });
  // Unheard, an 'error' event would end the process; pg-boss reports a failed poll or pass and goes on.
  boss.on('error', (error) => options.log.warn({ err: error }, 'pg-boss error'));
  boss.on('warning', (warning) => options.log.warn({ data: warning.data }, warning.message));
  let started = false;
  let starting: Promise<PgBoss> | null = null;
  const known = new Set<string>();

  async function ensureQueues(queues: Queue[]) {
    const missing = queues.filter((queue) => !known.has(queue.name));
    if (!missing.length) return;
    const existing = new Set((await boss.getQueues(missing.map((queue) => queue.name))).map((queue) => queue.name));
    // In order: a dead letter queue before the queue that names it.
    for (const { name, ...queue } of missing) {
      if (!existing.has(name)) await boss.createQueue(name, queue);
      known.add(name);
    }
  }

  return {
    boss,
    works,
    pollSeconds,
    get started() {
      return started;
    },
    async start(queues = []) {
      starting ??= boss.start().then(async () => {
        await ensureQueues(MAIL_QUEUES);
        started = true;
        return boss;
      });
      await starting;
      await ensureQueues(queues);
      return boss;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      starting = null;
      started = false;
      // The PGlite adapter never closes the instance; on PostgreSQL pg-boss ends its own pool.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    within: (into) => fromDrizzle(into as unknown as DrizzleTransactionLike, sql),
  };
}

/** Installs pg-boss's schema and the mail queues (migrate(), so the tests' templates hold them too). */
export async function installJobs(database: Database, log: Logger): Promise<void> {
  const jobs = createJobs(database, { log });
  try {
    await jobs.start();
  } finally {
    await jobs.stop();
  }
}
