import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { INTEGRATION_LIMITS, RES, type DeliveryPage, type WebhookDelivery } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { integrationAttempts, integrationDeliveries, integrationEvents } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/boss';
import { ownedEndpoint, type Owner } from './endpoints';
import { enqueueDelivery } from './events';
import { RETRY_WINDOW_MS, type IntegrationDeps } from './policy';

/** The delivery log of one endpoint, newest first, each with its tries; and replay of one delivery or of every failed one. */

export async function deliveriesPage(db: Reader, owner: Owner, input: { endpointId: number; pageNum?: number }): Promise<DeliveryPage> {
  const endpoint = await ownedEndpoint(db, owner, input.endpointId);
  const pageSize = INTEGRATION_LIMITS.deliveryPageSize;
  const pageNum = input.pageNum ?? 1;
  const rows = await db
    .select({ delivery: integrationDeliveries, type: integrationEvents.type })
    .from(integrationDeliveries)
    .innerJoin(integrationEvents, eq(integrationEvents.id, integrationDeliveries.eventId))
    .where(eq(integrationDeliveries.endpointId, endpoint.id))
    .orderBy(desc(integrationDeliveries.createdAt), desc(integrationDeliveries.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(integrationDeliveries).where(eq(integrationDeliveries.endpointId, endpoint.id)) as [{ total: number }];
  const ids = rows.map((row) => row.delivery.id);
  const attempts = ids.length
    ? await db.select().from(integrationAttempts).where(inArray(integrationAttempts.deliveryId, ids)).orderBy(asc(integrationAttempts.id))
    : [];
  const list: WebhookDelivery[] = rows.map(({ delivery, type }) => ({
    deliveryId: delivery.id, eventId: delivery.eventId, type, status: delivery.status, attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(), nextTryAt: delivery.nextTryAt?.toISOString() ?? null, lastStatusCode: delivery.lastStatusCode,
    attemptsLog: attempts.filter((a) => a.deliveryId === delivery.id).map((a) => ({
      at: a.at.toISOString(), durationMs: a.durationMs, statusCode: a.statusCode, error: a.error, answerHead: a.answerHead,
    })),
  }));
  return { list, total: Number(total), pageNum, pageSize };
}

/** Due again now, with a fresh 24-hour window and a new job in `tx`; the delivery keeps its id (the webhook-id header). */
async function requeue(deps: IntegrationDeps & { jobs: Jobs }, tx: Reader, deliveryIds: string[]) {
  for (const id of deliveryIds) {
    const jobId = randomUUID();
    const now = deps.now();
    await tx.update(integrationDeliveries).set({ status: 'pending', retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS), nextTryAt: now, jobId }).where(eq(integrationDeliveries.id, id));
    await enqueueDelivery(deps.jobs, tx as never, id, jobId);
  }
}

function activeOnly(endpoint: { status: string }) {
  if (endpoint.status !== 'active') throw new ApiError(RES.CONFLICT, 'This endpoint is disabled: enable it first, then replay.');
}

export async function replayDelivery(deps: IntegrationDeps & { jobs: Jobs }, owner: Owner, input: { endpointId: number; deliveryId: string }): Promise<WebhookDelivery> {
  await deps.database.db.transaction(async (tx) => {
    const endpoint = await ownedEndpoint(tx, owner, input.endpointId);
    activeOnly(endpoint);
    const [delivery] = await tx.select({ id: integrationDeliveries.id }).from(integrationDeliveries)
      .where(and(eq(integrationDeliveries.id, input.deliveryId), eq(integrationDeliveries.endpointId, endpoint.id))).for('update');
    if (!delivery) throw notFound('This delivery');
    await requeue(deps, tx, [delivery.id]);
  });
  return oneDelivery(deps.database.db, owner, input);
}

async function oneDelivery(db: Reader, owner: Owner, input: { endpointId: number; deliveryId: string }): Promise<WebhookDelivery> {
  for (let pageNum = 1; ; pageNum++) {
    const page = await deliveriesPage(db, owner, { endpointId: input.endpointId, pageNum });
    const found = page.list.find((delivery) => delivery.deliveryId === input.deliveryId);
    if (found) return found;
    if (pageNum * page.pageSize >= page.total) throw notFound('This delivery');
  }
}

export async function replayFailed(deps: IntegrationDeps & { jobs: Jobs }, owner: Owner, input: { endpointId: number }): Promise<{ replayed: number }> {
  return deps.database.db.transaction(async (tx) => {
    const endpoint = await ownedEndpoint(tx, owner, input.endpointId);
    activeOnly(endpoint);
    const failed = await tx.select({ id: integrationDeliveries.id }).from(integrationDeliveries)
      .where(and(eq(integrationDeliveries.endpointId, endpoint.id), eq(integrationDeliveries.status, 'failed'))).for('update');
    await requeue(deps, tx, failed.map((row) => row.id));
    return { replayed: failed.length };
  });
}
