import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { WebhookBody } from '@sw/protocol';
import { integrationAttempts, integrationDeliveries, integrationEndpoints, integrationEvents } from '../../db/schema';
import { WEBHOOK_QUEUE, type Jobs } from '../../lib/jobs/boss';
import { companyAdmins } from '../company';
import { lines, mailStaff } from '../mail';
import { runUseCase, type UseCase } from '../useCase';
import { enqueueDelivery } from './events';
import { DISABLE_AFTER_MS, retryDelayMs, webhookSettings, type IntegrationDeps } from './policy';
import { sendWebhook } from './send';

/**
 * A delivery's try, as its pg-boss job (queue `webhook.deliver`): the signed POST, the try kept in the log, then the
 * delivery is delivered (a 2xx answer), due again (a new job, after a doubling wait, while its 24-hour window lasts),
 * or failed. A failure 3 days after the endpoint's first unanswered try disables the endpoint and mails its owner.
 */

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/** The body of an event: the same bytes on every try and replay, only the timestamp and signature change. */
export const bodyOf = (event: typeof integrationEvents.$inferSelect) =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.payload } satisfies WebhookBody);

async function mailOwner(uc: UseCase, endpoint: typeof integrationEndpoints.$inferSelect, why: string) {
  const mail = {
    subject: `Webhook endpoint "${endpoint.name}" disabled`,
    text: lines(
      `Deliveries to your webhook endpoint "${endpoint.name}" (${endpoint.url}) have failed for 3 days, so it was disabled.`,
      `The last try: ${why}.`,
      'Fix the receiver, enable the endpoint again on the Integration page, and replay its failed deliveries.',
    ),
  };
  if (!endpoint.companyId) return mailStaff(uc, mail);
  for (const admin of await companyAdmins(uc.tx, endpoint.companyId)) await uc.queueMail({ ...mail, to: admin.email });
}

/** After a failed try: the endpoint's failing time, disabled after DISABLE_AFTER_MS (answers true then). */
async function noteFailure(uc: UseCase, endpoint: typeof integrationEndpoints.$inferSelect, why: string): Promise<boolean> {
  const since = endpoint.failingSince ?? uc.now;
  if (uc.now.getTime() - since.getTime() < DISABLE_AFTER_MS) {
    if (!endpoint.failingSince) await uc.tx.update(integrationEndpoints).set({ failingSince: since }).where(eq(integrationEndpoints.id, endpoint.id));
    return false;
  }
  const [disabled] = await uc.tx
    .update(integrationEndpoints)
    .set({ status: 'disabled', disabledReason: 'Deliveries failed for 3 days.' })
    .where(and(eq(integrationEndpoints.id, endpoint.id), eq(integrationEndpoints.status, 'active')))
    .returning({ id: integrationEndpoints.id });
  if (!disabled) return true;
  await uc.tx.update(integrationDeliveries).set({ status: 'failed', nextTryAt: null })
    .where(and(eq(integrationDeliveries.endpointId, endpoint.id), eq(integrationDeliveries.status, 'pending')));
  await mailOwner(uc, endpoint, why);
  return true;
}

/** One try of `deliveryId`; by job `jobId`, only while that job is the delivery's own (a replay or a retry replaces it). */
export async function deliverOnce(deps: IntegrationDeps & { jobs: Jobs }, deliveryId: string, jobId?: string): Promise<DeliveryOutcome> {
  const db = deps.database.db;
  const [found] = await db
    .select({ delivery: integrationDeliveries, endpoint: integrationEndpoints, event: integrationEvents })
    .from(integrationDeliveries)
    .innerJoin(integrationEndpoints, eq(integrationEndpoints.id, integrationDeliveries.endpointId))
    .innerJoin(integrationEvents, eq(integrationEvents.id, integrationDeliveries.eventId))
    .where(eq(integrationDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending') return 'skipped';
  // A stale job (its delivery was replayed, or given a later try) would only add a second chain of tries.
  if (jobId && found.delivery.jobId && found.delivery.jobId !== jobId) return 'skipped';
  const { delivery, endpoint, event } = found;
  const settings = webhookSettings(deps);
  if (endpoint.status !== 'active') {
    await db.update(integrationDeliveries).set({ status: 'failed', nextTryAt: null }).where(eq(integrationDeliveries.id, delivery.id));
    return 'failed';
  }
  const at = deps.now();
  const result = await sendWebhook({
    url: endpoint.url, secret: endpoint.secret, deliveryId: delivery.id, type: event.type, body: bodyOf(event),
    timestamp: Math.floor(at.getTime() / 1000), timeoutMs: settings.timeoutMs, allowLoopback: settings.allowLoopback,
  });
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const why = result.error ?? `HTTP ${result.statusCode}`;
  return runUseCase(deps, async (uc) => {
    await uc.tx.insert(integrationAttempts).values({ deliveryId: delivery.id, at, ...result });
    const attempts = delivery.attempts + 1;
    const base = { attempts, lastStatusCode: result.statusCode };
    if (ok) {
      await uc.tx.update(integrationDeliveries).set({ ...base, status: 'delivered', nextTryAt: null }).where(eq(integrationDeliveries.id, delivery.id));
      await uc.tx.update(integrationEndpoints).set({ failingSince: null }).where(eq(integrationEndpoints.id, endpoint.id));
      return 'delivered';
    }
    const disabled = await noteFailure(uc, endpoint, why);
    const wait = retryDelayMs(settings.retryBaseMs, attempts);
    const next = new Date(uc.now.getTime() + wait);
    if (disabled || next > delivery.retryUntil) {
      await uc.tx.update(integrationDeliveries).set({ ...base, status: 'failed', nextTryAt: null }).where(eq(integrationDeliveries.id, delivery.id));
      return 'failed';
    }
    const nextJobId = randomUUID();
    await uc.tx.update(integrationDeliveries).set({ ...base, nextTryAt: next, jobId: nextJobId }).where(eq(integrationDeliveries.id, delivery.id));
    // The wait is real time for pg-boss (the database's clock); the window and the 3 days are the app's clock.
    const due = new Date(Date.now() + wait);
    await enqueueDelivery(deps.jobs, uc.tx, delivery.id, nextJobId, due);
    deps.jobs.wake(WEBHOOK_QUEUE, due);
    return 'retry';
  });
}

