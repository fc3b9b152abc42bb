import { and, eq, lt } from 'drizzle-orm';
import { RES, sha256Hex, API_KEY_LIMITS } from '@sw/protocol';
import { integrationIdempotency } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { IntegrationDeps } from './policy';

/**
 * Idempotent creates on /api/v1 (docs/integration.md, Idempotency): the first request with a key claims it, its answer
 * is kept, and a retry with the same key and body answers it again; another body is refused (20065). A request that
 * fails frees its key, so the retry runs again. Keys are kept a day, per API key.
 */

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export function idempotencyKeyOf(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw new ApiError(RES.IDEMPOTENCY_KEY_REQUIRED, 'Send an Idempotency-Key header with every create call (a UUID you keep for retries).');
  if (key.length > API_KEY_LIMITS.maxIdempotencyKey || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError(RES.IDEMPOTENCY_KEY_REQUIRED, `The Idempotency-Key must be 1 to ${API_KEY_LIMITS.maxIdempotencyKey} visible ASCII characters.`);
  }
  return key;
}

/** Runs `create` once per (API key, Idempotency-Key); `body` is the raw request body whose hash must match on a retry. */
export async function idempotent(
  deps: IntegrationDeps, apiKeyId: number, key: string, body: string, create: () => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentAnswer> {
  const db = deps.database.db;
  const now = deps.now();
  const requestHash = sha256Hex(body);
  await db.delete(integrationIdempotency).where(and(eq(integrationIdempotency.apiKeyId, apiKeyId), lt(integrationIdempotency.createdAt, new Date(now.getTime() - API_KEY_LIMITS.idempotencyTtlMs))));
  const [claimed] = await db.insert(integrationIdempotency).values({ apiKeyId, idempotencyKey: key, requestHash, createdAt: now })
    .onConflictDoNothing().returning({ id: integrationIdempotency.id });
  if (!claimed) {
    const [first] = await db.select().from(integrationIdempotency).where(and(eq(integrationIdempotency.apiKeyId, apiKeyId), eq(integrationIdempotency.idempotencyKey, key)));
    if (!first) throw new ApiError(RES.IDEMPOTENCY_IN_PROGRESS, 'The first request with this Idempotency-Key is still being answered. Try again in a moment.');
    if (first.requestHash !== requestHash) throw new ApiError(RES.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with another body. Use a new key for a new request.');
    if (first.status === null) throw new ApiError(RES.IDEMPOTENCY_IN_PROGRESS, 'The first request with this Idempotency-Key is still being answered. Try again in a moment.');
    return { status: first.status, body: first.answer, replayed: true };
  }
  try {
    const answer = await create();
    await db.update(integrationIdempotency).set({ status: answer.status, answer: answer.body as object }).where(eq(integrationIdempotency.id, claimed.id));
    return { ...answer, replayed: false };
  } catch (error) {
    await db.delete(integrationIdempotency).where(eq(integrationIdempotency.id, claimed.id));
    throw error;
  }
}
