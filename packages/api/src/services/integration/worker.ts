import type { JobResult } from 'pg-boss';
import { WEBHOOK_QUEUE, type Jobs } from '../../lib/jobs/boss';
import { countRun } from '../../lib/jobs/stats';
import { deliverOnce } from './deliver';
import { adoptWaitingDeliveries } from './events';
import type { IntegrationDeps } from './policy';

/** Works the webhook queue in this process; answers the worker's id (for offWork). */
export async function workWebhooks(deps: IntegrationDeps & { jobs: Jobs }): Promise<string> {
  const adopted = await adoptWaitingDeliveries(deps.database.db, deps.jobs);
  if (adopted) deps.log.info({ adopted }, 'waiting webhook deliveries given jobs');
  return deps.jobs.work<{ deliveryId: string }>(WEBHOOK_QUEUE, { batchSize: 5, perJobResults: true }, async (batch) => {
    const results: JobResult[] = [];
    // In parallel: a slow receiver does not hold the batch's other deliveries (each try has its timeout).
    await Promise.all(batch.map(async (job) => {
      try {
        const outcome = await deliverOnce(deps, job.data.deliveryId, job.id);
        if (outcome !== 'skipped') countRun(WEBHOOK_QUEUE, outcome !== 'delivered');
        results.push({ id: job.id, status: 'completed', output: { outcome } });
      } catch (error) {
        countRun(WEBHOOK_QUEUE, true);
        deps.log.warn({ err: error, deliveryId: job.data.deliveryId }, 'webhook delivery job failed');
        results.push({ id: job.id, status: 'failed', output: { error: String(error) } });
      }
    }));
    return results;
  });
}
