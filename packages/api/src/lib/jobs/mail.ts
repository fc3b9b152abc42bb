import type { JobResult } from 'pg-boss';
import type { Logger } from '../log';
import type { Mailer } from '../mailer';
import { MAIL_QUEUE, type Jobs } from './boss';
import { countRun } from './stats';

/** The outbox delivery pass, counted like a job: each try is a run, each failed try a failure. */
export const MAIL_JOB = MAIL_QUEUE;

/**
 * Works the delivery queue with `mailer`: one try per job. A failed try fails the job, which pg-boss retries with
 * backoff; a message given up (its last try, or a one-time code whose process died) sends its job to the dead
 * letter queue at once. Answers the worker's id (for offWork).
 */
export async function workMail(jobs: Jobs, mailer: Mailer, log: Logger): Promise<string> {
  return jobs.work<{ outboxId: number }>(MAIL_QUEUE, { batchSize: 5, perJobResults: true }, async (batch) => {
    const results: JobResult[] = [];
    for (const job of batch) {
      try {
        const outcome = await mailer.work(job.data.outboxId);
        if (outcome !== 'skipped') countRun(MAIL_JOB, outcome !== 'sent');
        const status = outcome === 'retry' ? 'failed' : outcome === 'dead' ? 'deadletter' : 'completed';
        results.push({ id: job.id, status, output: { outcome } });
      } catch (error) {
        countRun(MAIL_JOB, true);
        log.warn({ err: error, outboxId: job.data.outboxId }, 'mail delivery job failed');
        results.push({ id: job.id, status: 'failed', output: { error: String(error) } });
      }
    }
    return results;
  });
}
