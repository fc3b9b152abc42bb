import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { INTEGRATION_LIMITS, RES, type EndpointCreated, type IntegrationEventType, type WebhookEndpoint } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { integrationEndpoints } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { checkEndpointUrl } from './address';
import { webhookSettings, type IntegrationDeps } from './policy';

/**
 * Endpoints by owner (decision 0016): the manufacturer's (staff) or one company's (its admins). Every read and change
 * names the owner, so one company never sees or touches another's endpoint (20004, as for any record not one's own).
 */

export type Owner = { owner: 'manufacturer'; companyId: null } | { owner: 'company'; companyId: string };
export const MANUFACTURER: Owner = { owner: 'manufacturer', companyId: null };
export const companyOwner = (companyId: string): Owner => ({ owner: 'company', companyId });

type EndpointRow = typeof integrationEndpoints.$inferSelect;

const ownedBy = (owner: Owner) =>
  owner.companyId === null ? isNull(integrationEndpoints.companyId) : eq(integrationEndpoints.companyId, owner.companyId);

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    endpointId: String(row.id), owner: row.owner, name: row.name, url: row.url, events: row.events, status: row.status,
    disabledReason: row.disabledReason, failingSince: row.failingSince?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
    secretHint: `${row.secret.slice(0, 10)}…`,
  };
}

export async function listEndpoints(db: Reader, owner: Owner): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(integrationEndpoints).where(ownedBy(owner)).orderBy(asc(integrationEndpoints.id));
  return rows.map(toEndpoint);
}

/** The owner's endpoint, or 20004; `lock` holds its row to the end of the transaction. */
export async function ownedEndpoint(db: Reader, owner: Owner, endpointId: number): Promise<EndpointRow> {
  const [row] = await db.select().from(integrationEndpoints).where(and(eq(integrationEndpoints.id, endpointId), ownedBy(owner)));
  if (!row) throw notFound('This endpoint');
  return row;
}

export async function createEndpoint(deps: IntegrationDeps, member: Member, owner: Owner, input: { name: string; url: string; events: IntegrationEventType[] }): Promise<EndpointCreated> {
  await checkEndpointUrl(input.url, webhookSettings(deps).allowLoopback);
  return deps.database.db.transaction(async (tx) => {
    const [{ value }] = await tx.select({ value: count() }).from(integrationEndpoints).where(ownedBy(owner)) as [{ value: number }];
    if (value >= INTEGRATION_LIMITS.maxEndpointsPerOwner) throw new ApiError(RES.CONFLICT, `At most ${INTEGRATION_LIMITS.maxEndpointsPerOwner} endpoints: remove one first.`);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const [row] = await tx.insert(integrationEndpoints).values({
      owner: owner.owner, companyId: owner.companyId, name: input.name, url: input.url, events: [...new Set(input.events)], secret, createdBy: member.id, createdAt: deps.now(),
    }).returning();
    return { endpoint: toEndpoint(row!), secret };
  });
}

export async function updateEndpoint(deps: IntegrationDeps, owner: Owner, input: { endpointId: number; events?: IntegrationEventType[]; status?: 'active' | 'disabled' }): Promise<WebhookEndpoint> {
  return deps.database.db.transaction(async (tx) => {
    const row = await ownedEndpoint(tx, owner, input.endpointId);
    const changes: Partial<EndpointRow> = {};
    if (input.events) changes.events = [...new Set(input.events)];
    if (input.status === 'active' && row.status !== 'active') Object.assign(changes, { status: 'active', disabledReason: null, failingSince: null });
    if (input.status === 'disabled' && row.status !== 'disabled') Object.assign(changes, { status: 'disabled', disabledReason: 'Disabled by its owner.' });
    if (!Object.keys(changes).length) return toEndpoint(row);
    const [saved] = await tx.update(integrationEndpoints).set(changes).where(eq(integrationEndpoints.id, row.id)).returning();
    return toEndpoint(saved!);
  });
}

export async function deleteEndpoint(deps: IntegrationDeps, owner: Owner, endpointId: number): Promise<{ endpointId: string }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await ownedEndpoint(tx, owner, endpointId);
    // Its deliveries and their tries go with it (cascade); a job still due finds nothing and is skipped.
    await tx.delete(integrationEndpoints).where(eq(integrationEndpoints.id, row.id));
    return { endpointId: String(row.id) };
  });
}
