import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { LIMITS, MSG, RES, sha256Hex, type ActingReason } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { companies, members, sessions } from '../../db/schema';
import { ApiError, sessionExpired } from '../../lib/errors';
import type { Member } from '../../lib/member';

export type { Member };

export const tokenHash = (token: string) => sha256Hex(token);

export async function createSession(db: Db, memberId: string, userAgent?: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    memberId,
    expiresAt: new Date(now.getTime() + LIMITS.sessionTtlMs),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** The member behind a token, or the session code that says why there is none. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Member> {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      id: members.id,
      email: members.email,
      nick: members.nick,
      headImg: members.headImg,
      role: members.role,
      // Staff see every design; a buyer sees what the company was approved for.
      auditFlag: sql<number>`case when ${members.role} = 'staff' then 2 else coalesce(${companies.auditFlag}, 0) end`.mapWith(Number),
      companyId: members.companyId,
      companyRole: members.companyRole,
      staffRoles: members.staffRoles,
      disabledAt: members.disabledAt,
      actingForId: sessions.actingForId,
      actingConsentId: sessions.actingConsentId,
      actingReason: sessions.actingReason,
      actingNote: sessions.actingNote,
      actingStartedAt: sessions.actingStartedAt,
      actingSeenAt: sessions.actingSeenAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(companies, eq(companies.id, members.companyId))
    .where(eq(sessions.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) throw sessionExpired();
  // Disabling revokes the sessions too; said first, so the member learns why (also for a session started in the same instant).
  if (row.disabledAt) throw new ApiError(RES.SESSION_REVOKED, MSG.accountDisabled);
  if (row.revokedAt) throw new ApiError(RES.SESSION_REVOKED, 'You have been signed out. Please sign in again.');
  if (row.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
  const { expiresAt: _e, revokedAt: _r, disabledAt: _d, actingForId, actingConsentId, actingReason, actingNote, actingStartedAt, actingSeenAt, ...member } = row;
  // Only a staff session acts; callEndpoint turns it into the buyer after checking the consent (services/auth/acting.ts).
  const actingSession = member.role === 'staff' && actingForId && actingConsentId && actingStartedAt && actingSeenAt
    ? { buyerId: actingForId, consentId: actingConsentId, reason: actingReason as ActingReason, note: actingNote ?? '', startedAt: actingStartedAt, seenAt: actingSeenAt }
    : null;
  return actingSession ? { ...member, actingSession } : member;
}

export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, memberId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

/** Ends the member's sessions still open at `now` (staff disabled the account); answers how many were ended. */
export async function endOpenSessions(tx: Tx, memberId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}

/** Signs out every session of the member except the one holding `keepToken`. */
export async function revokeOtherSessions(db: Db, memberId: string, keepToken: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.tokenHash, tokenHash(keepToken))));
}
