import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSchedule } from '../../db/schema';
import type { Logger } from '../log';
import type { Mailer } from '../mailer';
import { recordJobRun } from '../metrics';
import { outboxBacklog } from '../outboxBacklog';

/**
 * The durable job runner (docs/workflows.md, "Mail and scheduled jobs"). Each process that serves the back-end
 * runs one: every tick it delivers the due outbox messages, then the scheduled jobs that are due. Both are
 * claimed in the database with FOR UPDATE SKIP LOCKED and a lease, so several processes on one PostgreSQL share
 * the work (each run happens in one of them), and a crashed process's claim runs out and is taken over.
 * The same code runs on PGlite (one process). Neither pg-boss nor graphile-worker runs on PGlite, hence this.
 */

export interface JobContext {
  now: Date;
}

export interface JobDefinition {
  /** Unique, e.g. `quotation.reminders`; the key of its row in job_schedule and of its counters. */
  name: string;
  everyMs: number;
  run: (context: JobContext) => Promise<void>;
}

/** The outbox delivery pass, counted like a job. */
export const MAIL_JOB = 'mail.deliver';

const counters = new Map<string, { runs: number; failures: number }>();

/** Counts runs here (jobStats) and for /metrics; a failed call counts one failed run. */
function countRun(name: string, failed: boolean, runs = 1) {
  const entry = counters.get(name) ?? { runs: 0, failures: 0 };
  entry.runs += runs;
  if (failed) entry.failures += 1;
  counters.set(name, entry);
  for (let i = 0; i < runs; i++) recordJobRun(name, !failed);
}

export interface JobStats {
  /** Runs and failures of each job in this process since it started (`mail.deliver`: messages tried and failed). */
  jobs: Record<string, { runs: number; failures: number }>;
  outbox: {
    /** Not sent yet and not given up (failed ones included). */
    backlog: number;
    /** Of the backlog, those whose last try failed. */
    failed: number;
    dead: number;
    /** Age of the oldest message of the backlog, in seconds (0 when there is none). */
    oldestUnsentSeconds: number;
  };
}

/** This process's job runs, and the outbox as the database holds it. */
export async function jobStats(db: Db, now = new Date()): Promise<JobStats> {
  const outbox = await outboxBacklog(db, now);
  return {
    jobs: Object.fromEntries([...counters].map(([name, entry]) => [name, { ...entry }])),
    outbox: { backlog: outbox.unsent, failed: outbox.failed, dead: outbox.dead, oldestUnsentSeconds: outbox.oldestAgeSeconds },
  };
}

export interface JobRunner {
  /** One pass: the due mail, then the due jobs. Resolves when done; passes never overlap in one process. */
  tick: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
}

export interface RunnerOptions {
  db: Db;
  mailer: Mailer;
  log: Logger;
  jobs: JobDefinition[];
  /** The pause between passes (JOBS_TICK_MS). */
  tickMs?: number;
  /** How long a job's claim lasts: longer than any run. */
  leaseMs?: number;
  now?: () => Date;
}

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db, mailer, log } = options;
  const tickMs = options.tickMs ?? 5000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let registered = false;

  async function register() {
    if (registered || !byName.size) return;
    // A new job first runs at once; a known one keeps its schedule.
    await db.insert(jobSchedule).values(options.jobs.map((job) => ({ name: job.name, nextRunAt: now() }))).onConflictDoNothing();
    registered = true;
  }

  async function deliverMail() {
    // Batches until the due messages are done (bounded, so jobs get their turn).
    for (let batch = 0; batch < 10; batch++) {
      const { sent, failed } = await mailer.deliverDue(20);
      if (sent + failed > 0) countRun(MAIL_JOB, false, sent);
      for (let i = 0; i < failed; i++) countRun(MAIL_JOB, true);
      if (sent + failed < 20) return;
    }
  }

  /** Claims one due job that no other process holds, moving its next run on at once. */
  async function claimJob(): Promise<JobDefinition | null> {
    const at = now();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: jobSchedule.name })
        .from(jobSchedule)
        .where(and(
          inArray(jobSchedule.name, [...byName.keys()]), lte(jobSchedule.nextRunAt, at),
          or(isNull(jobSchedule.lockedUntil), lt(jobSchedule.lockedUntil, at)),
        ))
        .orderBy(jobSchedule.nextRunAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const job = byName.get(due.name)!;
      await tx
        .update(jobSchedule)
        .set({ lockedUntil: new Date(at.getTime() + leaseMs), nextRunAt: new Date(at.getTime() + job.everyMs) })
        .where(eq(jobSchedule.name, job.name));
      return job;
    });
  }

  async function runJobs() {
    await register();
    for (let i = 0; i < byName.size; i++) {
      const job = await claimJob();
      if (!job) return;
      let failure: unknown = null;
      try {
        await job.run({ now: now() });
      } catch (error) {
        failure = error;
        log.warn({ err: error, job: job.name }, 'job failed');
      }
      countRun(job.name, failure !== null);
      await db
        .update(jobSchedule)
        .set({
          lockedUntil: null, lastRunAt: now(), lastError: failure === null ? null : String(failure),
          runs: sql`${jobSchedule.runs} + 1`, failures: failure === null ? jobSchedule.failures : sql`${jobSchedule.failures} + 1`,
        })
        .where(eq(jobSchedule.name, job.name));
    }
  }

  async function pass() {
    try {
      await deliverMail();
    } catch (error) {
      countRun(MAIL_JOB, true);
      log.warn({ err: error }, 'mail delivery pass failed');
    }
    try {
      await runJobs();
    } catch (error) {
      log.warn({ err: error }, 'job pass failed');
    }
  }

  const runner: JobRunner = {
    tick() {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      const loop = () => {
        void runner.tick().finally(() => {
          if (stopped) return;
          timer = setTimeout(loop, tickMs);
          timer.unref();
        });
      };
      // The first pass at start delivers whatever an earlier process left unsent.
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  return runner;
}
