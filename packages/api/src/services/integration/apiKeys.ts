import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_LIMITS, API_KEY_PREFIX, effectiveStaffRoles, RES, SCOPE_STAFF_ROLE, sha256Hex, STAFF_ROLE_LABELS,
  type ApiKey, type ApiKeyCreated, type ApiScope,
} from '@sw/protocol';
import type { Reader } from '../../db/client';
import { integrationApiKeys } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { Member } from '../../lib/member';
import type { Owner } from './endpoints';
import type { IntegrationDeps } from './policy';

/**
 * API keys by owner (docs/integration.md, API keys): the manufacturer's (made by an administrator) or one company's
 * (made by its admin). A key is shown once and only its SHA-256 is kept; it acts as its maker, whose rights are
 * checked again on every request (services/integration/apiAccess.ts), so it never exceeds them and loses them with them.
 */

type KeyRow = typeof integrationApiKeys.$inferSelect;
const DAY = 24 * 60 * 60 * 1000;

const ownedBy = (owner: Owner) =>
  owner.companyId === null ? isNull(integrationApiKeys.companyId) : eq(integrationApiKeys.companyId, owner.companyId);

export const apiKeyHash = (secret: string) => sha256Hex(secret);

export function keyState(row: Pick<KeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKey['state'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt && row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toApiKey(row: KeyRow, now: Date): ApiKey {
  return {
    keyId: String(row.id), owner: row.owner, name: row.name, scopes: row.scopes, hint: row.hint, createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null, lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp, revokedAt: row.revokedAt?.toISOString() ?? null, state: keyState(row, now), perMinute: row.perMinute,
  };
}

export async function listApiKeys(db: Reader, owner: Owner, now: Date): Promise<ApiKey[]> {
  const rows = await db.select().from(integrationApiKeys).where(ownedBy(owner)).orderBy(asc(integrationApiKeys.id));
  return rows.map((row) => toApiKey(row, now));
}

/** A manufacturer key's scopes each need a staff role its maker holds; the refusal names the first missing one. */
export function missingStaffRole(member: Pick<Member, 'staffRoles'>, scopes: readonly ApiScope[]): string | null {
  const held = effectiveStaffRoles(member.staffRoles);
  for (const scope of scopes) {
    const needed = SCOPE_STAFF_ROLE[scope as keyof typeof SCOPE_STAFF_ROLE];
    if (!needed || !held.has(needed)) return `${scope} needs the ${needed ? STAFF_ROLE_LABELS[needed] : 'manufacturer'} role`;
  }
  return null;
}

export async function createApiKey(
  deps: IntegrationDeps, member: Member, owner: Owner, input: { name: string; scopes: ApiScope[]; expiresInDays?: number },
): Promise<ApiKeyCreated> {
  const scopes = [...new Set(input.scopes)];
  if (owner.owner === 'manufacturer') {
    const missing = missingStaffRole(member, scopes);
    if (missing) throw new ApiError(RES.STAFF_ROLE_REFUSED, `A key never has more rights than its maker: ${missing}, which you do not hold.`);
  }
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [{ value }] = await tx.select({ value: count() }).from(integrationApiKeys).where(and(ownedBy(owner), isNull(integrationApiKeys.revokedAt))) as [{ value: number }];
    if (value >= API_KEY_LIMITS.maxKeysPerOwner) throw new ApiError(RES.CONFLICT, `At most ${API_KEY_LIMITS.maxKeysPerOwner} keys in use: revoke one first.`);
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx.insert(integrationApiKeys).values({
      owner: owner.owner, companyId: owner.companyId, name: input.name, scopes, keyHash: apiKeyHash(secret), hint: `${secret.slice(0, 10)}…`,
      perMinute: API_KEY_LIMITS.perMinute, createdBy: member.id, createdAt: now,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY) : null,
    }).returning();
    return { apiKey: toApiKey(row!, now), secret };
  });
}

/** Revoked at once: the next request with it is refused (20061). Revoking a revoked key answers it as it is. */
export async function revokeApiKey(deps: IntegrationDeps, owner: Owner, keyId: number): Promise<ApiKey> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrationApiKeys).where(and(eq(integrationApiKeys.id, keyId), ownedBy(owner))).for('update');
    if (!row) throw notFound('This key');
    if (row.revokedAt) return toApiKey(row, now);
    const [saved] = await tx.update(integrationApiKeys).set({ revokedAt: now }).where(eq(integrationApiKeys.id, row.id)).returning();
    return toApiKey(saved!, now);
  });
}
