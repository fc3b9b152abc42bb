import { sql } from 'drizzle-orm';
import {
  fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Db as BossDb, type DrizzleTransactionLike, type Queue, type WorkHandlerFor, type WorkOptions,
} from 'pg-boss';
import type { Database, Db, Tx } from '../../db/client';
import type { Logger } from '../log';

/**
 * Background jobs on pg-boss (docs/decisions/0012). One PgBoss per process, on the process's database: on a
 * PostgreSQL server with a small pool of its own, on PGlite through pg-boss's PGlite adapter (statements with
 * parameters to `query`, the others to `exec`, their rows flattened). A process that works no jobs (JOBS=0)
 * still starts it, to send: the outbox's delivery jobs are created in the use case's transaction.
 *
 * An idle process costs next to nothing (issue 56; docs/workflows.md, "Mail and scheduled jobs"): every queue
 * notifies (pg-boss's LISTEN/NOTIFY, a pg_notify in the statement that makes a job due, delivered at its commit), so
 * the workers that listen fetch at once, and poll only as a backstop, every JOBS_POLL_MS (a minute). A job due
 * later (a retry) wakes this process's worker at its time (`wake`).
 */

/** The queue of the outbox's deliveries (lib/mailer.ts), and where a message's job goes after its last try. */
export const MAIL_QUEUE = 'mail.deliver';
export const MAIL_DEAD_QUEUE = 'mail.dead';

/** The queue of the webhooks' deliveries (services/integration/deliver.ts): one try per job, the next try a new job. */
export const WEBHOOK_QUEUE = 'webhook.deliver';

const MAIL_QUEUES: Queue[] = [
  { name: MAIL_DEAD_QUEUE, notify: true }, { name: MAIL_QUEUE, deadLetter: MAIL_DEAD_QUEUE, notify: true }, { name: WEBHOOK_QUEUE, notify: true },
];
/** pg-boss's own queue between its cron pass and the schedules' queues (timekeeper's SEND_IT). */
const CRON_QUEUE = '__pgboss__send-it';

/**
 * A worker's backstop poll when nothing wakes it (JOBS_POLL_MS): what only a poll finds is a job that became due
 * without a notification this process heard (another process's retry coming due, a job whose worker died, one sent
 * while the listener was down), all of which already wait a minute or more (MAIL_RETRY_BASE_MS, MAIL_LEASE_MS).
 */
export const DEFAULT_POLL_MS = 60_000;
/** How often pg-boss's cron pass looks for due schedules (JOBS_CRON_SECONDS): an occurrence runs within it. */
export const DEFAULT_CRON_SECONDS = 30;

export interface JobsOptions {
  log: Logger;
  /** Whether this process works jobs: maintenance and the cron pass run only then (JOBS=0: false). */
  work?: boolean;
  /** How often a worker looks for jobs unwoken (JOBS_POLL_MS, at least 500; default DEFAULT_POLL_MS). */
  pollMs?: number;
  /** How often the cron pass looks for due schedules (JOBS_CRON_SECONDS, 1 to 45; default DEFAULT_CRON_SECONDS). */
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
  /**
   * Works `queue` in this process (pg-boss's work), polling every `pollSeconds` unless woken (`options` may lengthen
   * `notifyPollingIntervalSeconds`, the poll while the listener is up). Answers its id.
   */
  work: <T, const O extends WorkOptions = WorkOptions>(queue: string, options: O, handler: WorkHandlerFor<O, T>) => Promise<string>;
  /**
   * Wakes this process's workers of `queue` now, or at `at` (a job due then, such as a retry): they fetch at once
   * instead of at their next poll. A process that does not work `queue` does nothing.
   */
  wake: (queue: string, at?: Date) => void;
  /** pg-boss's `db` option for a statement inside `into` (a use case's transaction), so the job commits with it. */
  within: (into: Db | Tx) => BossDb;
}

function connection(database: Database): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  if (!database.url) throw new Error('pg-boss needs the database URL or the PGlite instance');
  return { connectionString: database.url, max: Number(process.env.JOBS_POOL_MAX ?? 4) };
}

/** The pg-boss timers of an idle process, each a statement (issue 56): what this application does not use, rarely. */
const QUIET: Partial<ConstructorOptions> = {
  // The cron pass's queue notifies too (ensureQueues): its poll is only the backstop, at pg-boss's longest.
  cronWorkerIntervalSeconds: 45,
  // No flows (dependent jobs) here: their resolver would otherwise look every 5 s.
  flowIntervalSeconds: 3600,
  // Background migrations run after a pg-boss upgrade only.
  bamIntervalSeconds: 3600,
  instanceHeartbeatSeconds: 300,
  // Queue statistics and the queue cache (a queue's settings): nothing here reads them more often.
  monitorIntervalSeconds: 300,
  queueCacheIntervalSeconds: 300,
};

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const works = options.work ?? false;
  const pollSeconds = Math.max(500, options.pollMs ?? DEFAULT_POLL_MS) / 1000;
  const boss = new PgBoss({
    ...connection(database),
    ...QUIET,
    // Only a working process listens: one that only sends has no worker to wake (its pg_notify goes out all the same).
    useListenNotify: works,
    schedule: works,
    supervise: works,
    registerInstance: works,
    cronMonitorIntervalSeconds: options.cronSeconds ?? DEFAULT_CRON_SECONDS,
  });
  // Unheard, an 'error' event would end the process; pg-boss reports a failed poll or pass and goes on.
  boss.on('error', (error) => options.log.warn({ err: error }, 'pg-boss error'));
  boss.on('warning', (warning) => options.log.warn({ data: warning.data }, warning.message));
  let started = false;
  let starting: Promise<PgBoss> | null = null;
  const known = new Set<string>();

  const timers = new Set<NodeJS.Timeout>();

  async function ensureQueues(queues: Queue[]) {
    const missing = queues.filter((queue) => !known.has(queue.name));
    if (!missing.length) return;
    const existing = new Map((await boss.getQueues(missing.map((queue) => queue.name))).map((queue) => [queue.name, queue]));
    // In order: a dead letter queue before the queue that names it.
    for (const { name, ...queue } of missing) {
      const found = existing.get(name);
      if (!found) await boss.createQueue(name, queue);
      // A queue made before its workers listened (an earlier version's) notifies from now on.
      else if (queue.notify && !found.notify) await boss.updateQueue(name, { notify: true });
      known.add(name);
    }
  }

  function wakeNow(queue: string) {
    for (const worker of boss.getWipData({ includeInternal: true })) if (worker.name === queue) boss.notifyWorker(worker.id);
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
        await ensureQueues(works ? [...MAIL_QUEUES, { name: CRON_QUEUE, notify: true }] : MAIL_QUEUES);
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
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // The PGlite adapter never closes the instance; on PostgreSQL pg-boss ends its own pool.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    within: (into) => fromDrizzle(into as unknown as DrizzleTransactionLike, sql),
    work: (queue, workOptions, handler) =>
      boss.work(queue, { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds, ...workOptions }, handler),
    wake(queue, at) {
      const delay = at ? at.getTime() - Date.now() : 0;
      if (delay <= 0) return wakeNow(queue);
      // Unref'd: a wake never keeps the process up; a process that ends leaves the job to the others' polls.
      const timer = setTimeout(() => {
        timers.delete(timer);
        wakeNow(queue);
      }, delay);
      timer.unref();
      timers.add(timer);
    },
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
