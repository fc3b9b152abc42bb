import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { AUTH_LIMITS, IP_LIMITS } from './limits';
import { MSG, RES, type LoginResult } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { createBuyer } from './buyerAccount';
import { ApiError } from '../../lib/errors';
import { securityEvent, type Logger } from '../../lib/log';
import { enforce } from '../../lib/rateLimit';
import { createSession } from './sessions';
import { hashStoredPassword, verifyStoredPassword } from './passwords';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  now: Date;
  /** Where security events go. */
  log: Logger;
}

/** The part of an address before the @, as the nick of a new member. */
export function nickFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return (local || 'Member').slice(0, 40);
}

export async function findMemberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row ?? null;
}

/** Whether an address is registered: 0 no, 1 yes. */
export async function registrationStatus(db: Db, email: string): Promise<0 | 1> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.email, email)).limit(1);
  return row ? 1 : 0;
}

/** emailRegisterChecking.do: the status, limited per client address (it would otherwise list the customers). */
export async function checkRegistration(db: Db, email: string, meta: RequestMeta): Promise<0 | 1> {
  await enforce(IP_LIMITS.registrationCheck, meta.ip, { db, log: meta.log, ip: meta.ip, now: meta.now, email });
  return registrationStatus(db, email);
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** Sign-in of an account that staff disabled (10022). */
export const accountDisabled = () => new ApiError(RES.ACCOUNT_DISABLED, MSG.accountDisabled);

export function lockedError(until: Date, now: Date): ApiError {
  const minutes = minutesLeft(until, now);
  return new ApiError(
    RES.ACCOUNT_LOCKED,
    `Too many wrong passwords. For your security, sign-in for this email is paused for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later or reset your password.`,
  );
}

const throttleIp = (db: Db, email: string, meta: RequestMeta) =>
  enforce(IP_LIMITS.signIn, meta.ip, { db, log: meta.log, ip: meta.ip, now: meta.now, email });

/**
 * Reserves one password check before the (slow) argon2 verification, in one atomic UPDATE: the attempt is counted
 * first, and the one that reaches the limit sets the lock. Parallel requests thus verify at most
 * maxWrongPasswords passwords per lock window; the rest find the lock. A right password clears the count again.
 * Returns null when the address is locked (the lock's end is then re-read for the message).
 */
async function reserveAttempt(db: Db, memberId: string, now: Date): Promise<{ attempt: number; lockedUntil: Date | null } | null> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + AUTH_LIMITS.lockMs).toISOString();
  // A lock that ran out starts a new count.
  const expired = sql`${members.lockedUntil} is not null and ${members.lockedUntil} <= ${nowIso}::timestamptz`;
  const next = sql`case when ${expired} then 1 else ${members.failedLogins} + 1 end`;
  const [row] = await db
    .update(members)
    .set({
      failedLogins: next,
      lockedUntil: sql`case when ${next} >= ${AUTH_LIMITS.maxWrongPasswords} then ${lockUntil}::timestamptz
        when ${expired} then null else ${members.lockedUntil} end`,
    })
    .where(and(eq(members.id, memberId), or(isNull(members.lockedUntil), lte(members.lockedUntil, now))))
    .returning({ attempt: members.failedLogins, lockedUntil: members.lockedUntil });
  return row ?? null;
}

/** The answer of every call that signs in: sign-in, first registration and password reset. */
export function loginResult(member: { id: string; nick: string; headImg: string }, tokEn: string): LoginResult {
  return { nick: member.nick, tokEn, headImg: member.headImg, memId: member.id };
}

/** A right password: clears the attempt count (its own reservation included) and starts a session, together. */
async function signIn(db: Db, member: typeof members.$inferSelect, meta: RequestMeta): Promise<LoginResult> {
  const tokEn = await db.transaction(async (tx) => {
    await tx.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
    return createSession(tx, member.id, meta.userAgent, meta.now);
  });
  securityEvent(meta.log, { event: 'signin', result: 'ok', ip: meta.ip, memberId: member.id });
  return loginResult(member, tokEn);
}

/**
 * emailLoginOrRegister.do: creates the member on first use of an address, otherwise checks
 * the password. Wrong passwords answer 10020; five in a row lock the address (10021).
 */
export async function loginOrRegister(db: Db, email: string, pwd: string, meta: RequestMeta): Promise<LoginResult> {
  await throttleIp(db, email, meta);
  let member = await findMemberByEmail(db, email);
  if (!member) {
    const pwdHash = await hashStoredPassword(pwd);
    const created = await db.transaction(async (tx) => {
      const row = await createBuyer(tx, { email, pwdHash, nick: nickFromEmail(email), headImg: '' });
      if (!row) return null;
      return { row, tokEn: await createSession(tx, row.id, meta.userAgent, meta.now) };
    });
    if (created) {
      securityEvent(meta.log, { event: 'signin', result: 'ok', reason: 'registered', ip: meta.ip, memberId: created.row.id });
      return loginResult(created.row, created.tokEn);
    }
    // Registered a moment ago by a parallel request: sign in against that account.
    member = await findMemberByEmail(db, email);
    if (!member) throw new ApiError(RES.INTERNAL, 'Something went wrong on our side. Please try again.');
  }
  const event = { ip: meta.ip, memberId: member.id } as const;
  let reserved = await reserveAttempt(db, member.id, meta.now);
  if (!reserved) {
    const [row] = await db.select({ lockedUntil: members.lockedUntil }).from(members).where(eq(members.id, member.id));
    const lockedUntil = row?.lockedUntil && row.lockedUntil.getTime() > meta.now.getTime() ? row.lockedUntil : null;
    // A lock lifted a moment ago (a reset, a right password): try once more.
    if (!lockedUntil) reserved = await reserveAttempt(db, member.id, meta.now);
    if (!reserved) {
      securityEvent(meta.log, { event: 'signin', result: 'refused', reason: 'locked', ...event });
      throw lockedError(lockedUntil ?? new Date(meta.now.getTime() + AUTH_LIMITS.lockMs), meta.now);
    }
  }
  if (!(await verifyStoredPassword(member.pwdHash, pwd))) {
    securityEvent(meta.log, { event: 'signin', result: 'refused', reason: 'wrong-password', ...event });
    if (reserved.lockedUntil && reserved.attempt >= AUTH_LIMITS.maxWrongPasswords) {
      securityEvent(meta.log, { event: 'signin.locked', result: 'refused', reason: 'wrong-passwords', ...event });
      throw lockedError(reserved.lockedUntil, meta.now);
    }
    throw new ApiError(RES.WRONG_PASSWORD, MSG.wrongPassword);
  }
  // Said only to whoever knows the password: the account exists and staff disabled it.
  if (member.disabledAt) {
    // The password was right: its reservation is given back, as a sign-in would.
    await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
    securityEvent(meta.log, { event: 'signin', result: 'refused', reason: 'disabled', ...event });
    throw accountDisabled();
  }
  return signIn(db, member, meta);
}
