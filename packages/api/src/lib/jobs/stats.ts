import type { Db } from '../../db/client';
import { recordJobRun } from '../metrics';
import { outboxBacklog } from '../outboxBacklog';

/** This process's job runs, counted by the workers (lib/jobs/mail.ts, services/jobs): for jobStats() and /metrics. */
const counters = new Map<string, { runs: number; failures: number }>();

/** Counts `runs` runs of `name` here and for /metrics; a failed one counts one failure too. */
export function countRun(name: string, failed: boolean, runs = 1): void {
  const entry = counters.get(name) ?? { runs: 0, failures: 0 };
  entry.runs += runs;
  if (failed) entry.failures += 1;
  counters.set(name, entry);
  for (let i = 0; i < runs; i++) recordJobRun(name, !failed);
}

export interface JobStats {
  /** Runs and failures of each job in this process since it started (`mail.deliver`: tries, and the failed ones). */
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
