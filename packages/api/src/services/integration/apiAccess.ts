import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX, RES, type ApiScope } from '@sw/protocol';
import { integrationApiKeys } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { hit } from '../../lib/rateLimit';
import { activeMemberById } from '../auth';
import { apiKeyHash, keyState, missingStaffRole } from './apiKeys';
import { companyOwner, MANUFACTURER, type Owner } from './endpoints';
import type { IntegrationDeps } from './policy';

/**
 * Who a request to /api/v1 is (docs/integration.md, API keys): the key's owner and its maker as they are now. Every
 * refusal has its own code; the route answers each as problem details with its HTTP status.
 */
export interface ApiCaller {
  keyId: number;
  owner: Owner;
  /** The key's maker, with the rights they hold at this request. */
  member: Member;
  scopes: ApiScope[];
}

export class RateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(RES.API_RATE_LIMITED, `This key made too many requests this minute. Try again in ${retryAfterSeconds} s.`);
  }
}

const MINUTE = 60_000;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** The key in `Authorization: Bearer swk_…`, or the refusal that says what is wrong with it. */
export function bearerKey(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) throw new ApiError(RES.API_KEY_INVALID, 'Send the API key as "Authorization: Bearer swk_…".');
  if (!KEY_SHAPE.test(match[1]!)) throw new ApiError(RES.API_KEY_INVALID, 'This is not an API key of this storefront.');
  return match[1]!;
}

/** The maker still holds what the key needs: an active account, in the key's company as its admin, or staff with the roles. */
function makerRefusal(member: Member | null, owner: Owner, scopes: readonly ApiScope[]): string | null {
  if (!member) return 'The person who made this key no longer has an account here, so the key has no rights.';
  if (owner.owner === 'company') {
    if (member.companyId !== owner.companyId) return 'The person who made this key has left the company, so the key has no rights. Ask your admin for a new key.';
    if (member.companyRole !== 'admin') return 'The person who made this key is no longer an admin of the company, so the key has no rights.';
    return null;
  }
  if (member.role !== 'staff') return 'The person who made this key is no longer staff, so the key has no rights.';
  const missing = missingStaffRole(member, scopes);
  return missing ? `The person who made this key no longer holds its rights (${missing}).` : null;
}

/**
 * The caller of one request: the key found by its hash, not revoked, not expired, its maker's rights intact, the
 * path's scope granted and the key's minute not used up. Records the key's last use (time and address).
 */
export async function authenticateApiKey(deps: IntegrationDeps, header: string | undefined, scope: ApiScope, ip: string): Promise<ApiCaller> {
  const secret = bearerKey(header);
  const db = deps.database.db;
  const now = deps.now();
  const [row] = await db.select().from(integrationApiKeys).where(eq(integrationApiKeys.keyHash, apiKeyHash(secret))).limit(1);
  if (!row) throw new ApiError(RES.API_KEY_INVALID, 'This API key is unknown. Check that it was copied whole.');
  const state = keyState(row, now);
  if (state === 'revoked') throw new ApiError(RES.API_KEY_REVOKED, 'This API key was revoked. Ask its owner for a new one.');
  if (state === 'expired') throw new ApiError(RES.API_KEY_EXPIRED, `This API key expired on ${row.expiresAt!.toISOString().slice(0, 10)}. Make a new one.`);
  const owner = row.companyId ? companyOwner(row.companyId) : MANUFACTURER;
  const member = row.createdBy ? await activeMemberById(db, row.createdBy) : null;
  const lost = makerRefusal(member, owner, row.scopes);
  if (lost) throw new ApiError(RES.API_KEY_CREATOR_LOST, lost);
  if (!row.scopes.includes(scope)) throw new ApiError(RES.API_SCOPE_REFUSED, `This key may not do this: it needs the ${scope} scope.`);
  const minute = Math.floor(now.getTime() / MINUTE);
  const used = await hit(db, `api-key:${row.id}:${minute}`, MINUTE, now);
  if (used > row.perMinute) throw new RateLimited(Math.max(1, Math.ceil(((minute + 1) * MINUTE - now.getTime()) / 1000)));
  await db.update(integrationApiKeys).set({ lastUsedAt: now, lastUsedIp: ip.slice(0, 64) }).where(eq(integrationApiKeys.id, row.id));
  return { keyId: row.id, owner, member: member!, scopes: row.scopes };
}
