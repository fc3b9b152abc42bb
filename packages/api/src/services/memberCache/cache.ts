import { and, count, eq, sql } from 'drizzle-orm';
import { RES, type SelfDefinedCacheEntry } from '@sw/protocol';
import { MEMBER_CACHE } from '@sw/protocol/schemas/catalog';
import type { Db } from '../../db/client';
import { memberCache } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { findMember } from '../auth';

/**
 * A member's own small key/value store (base/setSelfDefinedDataCache.do and getSelfDefinedDataCache.do),
 * used by the storefront for things like saved filters or form drafts. Every query is scoped to
 * the signed-in member, so one member can never read or overwrite another's values.
 */

const ownEntry = (memberId: string, key: string) => and(eq(memberCache.memberId, memberId), eq(memberCache.key, key));

/** Stores `value` under `key`; null clears the key. */
export async function setMemberCache(
  db: Db,
  memberId: string,
  key: string,
  value: unknown,
  now: Date,
): Promise<SelfDefinedCacheEntry> {
  if (value === null) {
    await db.delete(memberCache).where(ownEntry(memberId, key));
    return { key, value: null, updatedAt: null };
  }
  // Bounded per member, so the table cannot be filled by one account. The member's row is locked so that
  // parallel writes of new keys are counted one after another.
  // Bound as JSON text and cast, so strings, numbers and arrays are stored as the JSON they are on both drivers.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db.transaction(async (tx) => {
    await findMember(tx, memberId, { lock: true });
    const [existing] = await tx.select({ key: memberCache.key }).from(memberCache).where(ownEntry(memberId, key)).limit(1);
    if (!existing) {
      const [stored] = await tx.select({ n: count() }).from(memberCache).where(eq(memberCache.memberId, memberId));
      if ((stored?.n ?? 0) >= MEMBER_CACHE.maxKeysPerMember) {
        throw new ApiError(RES.CONFLICT, `You can keep at most ${MEMBER_CACHE.maxKeysPerMember} saved values. Clear one first.`);
      }
    }
    await tx
      .insert(memberCache)
      .values({ memberId, key, value: json, updatedAt: now })
      .onConflictDoUpdate({ target: [memberCache.memberId, memberCache.key], set: { value: json, updatedAt: now } });
  });
  return { key, value, updatedAt: now.toISOString() };
}

export async function getMemberCache(db: Db, memberId: string, key: string): Promise<SelfDefinedCacheEntry> {
  const [row] = await db
    .select({ value: memberCache.value, updatedAt: memberCache.updatedAt })
    .from(memberCache)
    .where(ownEntry(memberId, key))
    .limit(1);
  return row ? { key, value: row.value, updatedAt: row.updatedAt.toISOString() } : { key, value: null, updatedAt: null };
}
