import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { IntegrationEventType } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { integrationDeliveries, integrationEndpoints, integrationEvents } from '../../db/schema';
import { WEBHOOK_QUEUE, type Jobs } from '../../lib/jobs/boss';
import type { UseCase } from '../useCase';
import { RETRY_WINDOW_MS } from './policy';

/**
 * The outbox (decision 0016): an event is written in the use case's transaction with one delivery per endpoint that
 * takes it (the manufacturer's endpoints take every company's events; a company's only its own), and each delivery's
 * pg-boss job in the same transaction, so a change that rolls back leaves no event, delivery or job, and a commit
 * wakes the workers (decision 0015).
 */

export interface IntegrationEvent {
  type: IntegrationEventType;
  /** Whose record changed: a company endpoint hears only its own company's events. */
  companyId: string | null;
  /** The record's new state, as a buyer may see it (no secrets, no staff-only fields). */
  data: Record<string, unknown>;
}

/** Options of every delivery job: a try is short; an unexpected throw is tried again a little later. */
export const JOB_OPTIONS = { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 } as const;

/** Whether `jobs` can send now (started); otherwise the delivery waits for adoptWaitingDeliveries at the next start. */
const canSend = (jobs: Jobs | undefined): jobs is Jobs => Boolean(jobs?.started);

/** The delivery's job in `into`, due at `startAfter` (now when null: the commit notifies the workers). */
export async function enqueueDelivery(jobs: Jobs, into: Db | Tx, deliveryId: string, jobId: string, startAfter: Date | null = null): Promise<void> {
  await jobs.boss.send(WEBHOOK_QUEUE, { deliveryId }, { ...JOB_OPTIONS, id: jobId, ...(startAfter ? { startAfter } : {}), db: jobs.within(into) });
}

export async function recordEvent(uc: UseCase, jobs: Jobs | undefined, event: IntegrationEvent): Promise<string> {
  const [row] = await uc.tx
    .insert(integrationEvents)
    .values({ type: event.type, companyId: event.companyId, payload: event.data, createdAt: uc.now })
    .returning({ id: integrationEvents.id });
  const owners = event.companyId
    ? or(eq(integrationEndpoints.owner, 'manufacturer'), eq(integrationEndpoints.companyId, event.companyId))
    : eq(integrationEndpoints.owner, 'manufacturer');
  const takers = await uc.tx
    .select({ id: integrationEndpoints.id })
    .from(integrationEndpoints)
    .where(and(eq(integrationEndpoints.status, 'active'), owners, sql`${integrationEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`));
  for (const endpoint of takers) {
    const id = randomUUID();
    const jobId = canSend(jobs) ? randomUUID() : null;
    await uc.tx.insert(integrationDeliveries).values({
      id, eventId: row!.id, endpointId: endpoint.id, retryUntil: new Date(uc.now.getTime() + RETRY_WINDOW_MS), nextTryAt: uc.now, jobId, createdAt: uc.now,
    });
    if (jobId) await enqueueDelivery(jobs!, uc.tx, id, jobId);
  }
  return row!.id;
}

/** Pending deliveries without a job (written while pg-boss was not started): each gets one now. A working process calls it at start. */
export async function adoptWaitingDeliveries(db: Db, jobs: Jobs): Promise<number> {
  let adopted = 0;
  await db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: integrationDeliveries.id })
      .from(integrationDeliveries)
      .where(and(eq(integrationDeliveries.status, 'pending'), isNull(integrationDeliveries.jobId)))
      .for('update', { skipLocked: true });
    for (const delivery of waiting) {
      const jobId = randomUUID();
      await tx.update(integrationDeliveries).set({ jobId }).where(eq(integrationDeliveries.id, delivery.id));
      await enqueueDelivery(jobs, tx, delivery.id, jobId);
      adopted++;
    }
  });
  return adopted;
}
