import type { JobWithMetadata } from 'pg-boss';
import type { Jobs } from '../lib/jobs/boss';

/** Waits for `check` to hold (polled every 50 ms): tests wait for the state they expect, never a fixed time. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/** A job as pg-boss holds it (null when there is none). */
export async function findJob(jobs: Jobs, queue: string, id: string): Promise<JobWithMetadata | null> {
  return (await jobs.boss.findJobs<object>(queue, { id }))[0] ?? null;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** Waits until pg-boss has finished the job (completed, failed after its last try, or cancelled), and answers it. */
export async function jobFinished(jobs: Jobs, queue: string, id: string, timeoutMs = 20_000): Promise<JobWithMetadata> {
  let job: JobWithMetadata | null = null;
  await waitFor(async () => FINISHED.has((job = await findJob(jobs, queue, id))?.state ?? ''), `job ${id} of ${queue} to finish`, timeoutMs);
  return job!;
}
