import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS, MSG, RES, sha256Hex } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members, verificationCodes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { securityEvent } from '../../lib/log';
import { count, enforce, enforceNotSpent, hit, resetLimit, type LimitCaller } from '../../lib/rateLimit';
import type { Mailer } from '../../lib/mailer';
import { AUTH_LIMITS, IP_LIMITS } from './limits';
import { registrationStatus, type RequestMeta } from './accounts';
import { codeMail } from './mail';

/** What a code proves: the right to reset the password, or the ownership of a new account's address. */
export type CodePurpose = 'reset' | 'confirm';

export const CODE_MSG = {
  incorrect: MSG.codeIncorrect,
  expired: 'The verification code has expired. Please request a new one.',
  tooManyTries: 'Too many wrong codes. Please request a new one.',
  none: 'Please request a verification code first.',
  used: 'This verification code has already been used. Please request a new one.',
} as const;

const codeHash = (email: string, purpose: CodePurpose, code: string) => sha256Hex(`${purpose}:${email}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six digits from the operating system's random source. */
export function newCode(): string {
  return String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, '0');
}

const caller = (db: Db, meta: RequestMeta, email: string, memberId?: string): LimitCaller => ({
  db, log: meta.log, ip: meta.ip, now: meta.now, email, memberId,
});

export interface CodeDeps {
  db: Db;
  mailer: Mailer;
  brand: string;
}

/**
 * sendVerificationMail.do: a registered address gets a new 6-digit code by email, valid 10
 * minutes; earlier codes stop working. One send per address per 60 s (21005).
 */
export async function sendResetCode(deps: CodeDeps, email: string, meta: RequestMeta): Promise<void> {
  await limitCodeSends(deps.db, meta, email);
  if ((await registrationStatus(deps.db, email)) === 0) throw new ApiError(RES.CODE_REJECTED, MSG.emailNotRegistered);
  await sendCode(deps, email, 'reset', meta);
}

/** sendConfirmMail.do: the signed-in member's own address gets a code that proves it (same rules). */
export async function sendConfirmCode(deps: CodeDeps, member: { id: string; email: string }, meta: RequestMeta): Promise<void> {
  const [row] = await deps.db.select({ confirmedAt: members.emailConfirmedAt }).from(members).where(eq(members.id, member.id)).limit(1);
  if (row?.confirmedAt) throw new ApiError(RES.CONFLICT, 'Your email address is already confirmed.');
  await limitCodeSends(deps.db, meta, member.email, member.id);
  await sendCode(deps, member.email, 'confirm', meta, member.id);
}

async function limitCodeSends(db: Db, meta: RequestMeta, email: string, memberId?: string): Promise<void> {
  const who = caller(db, meta, email, memberId);
  await enforce(IP_LIMITS.codesSent, meta.ip, who);
  await enforce(IP_LIMITS.codesSentDaily, meta.ip, who);
}

async function sendCode(deps: CodeDeps, email: string, purpose: CodePurpose, meta: RequestMeta, memberId?: string): Promise<void> {
  const { db } = deps;
  // Per address, not per client: a changing network address never lets an inbox be flooded.
  const sendKey = `code-send:${purpose}:${email}`;
  if ((await hit(db, sendKey, AUTH_LIMITS.codeResendMs, meta.now)) > 1) {
    securityEvent(meta.log, { event: 'code.sent', result: 'refused', reason: 'too-often', ip: meta.ip, email, memberId });
    throw new ApiError(RES.CODE_TOO_OFTEN, MSG.codeTooOften);
  }
  const code = newCode();
  const id = await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: meta.now })
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        email,
        purpose,
        codeHash: codeHash(email, purpose, code),
        expiresAt: new Date(meta.now.getTime() + LIMITS.verificationCodeTtlMs),
        createdAt: meta.now,
      })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
  try {
    await deps.mailer.send({ to: email, ...codeMail({ code, brand: deps.brand, purpose }) });
  } catch {
    // Nothing was delivered: the code may not be used and the address may ask again at once.
    await db.transaction(async (tx) => {
      await tx.update(verificationCodes).set({ usedAt: meta.now }).where(eq(verificationCodes.id, id));
      await resetLimit(tx, sendKey);
    });
    securityEvent(meta.log, { event: 'code.sent', result: 'refused', reason: 'mail-failed', ip: meta.ip, email, memberId });
    throw new ApiError(RES.INTERNAL, 'We could not send the email just now. Please try again in a minute.');
  }
  securityEvent(meta.log, { event: 'code.sent', result: 'ok', reason: purpose, ip: meta.ip, email, memberId });
}

async function latestCode(db: Db, email: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

const reject = (message: string) => new ApiError(RES.CODE_REJECTED, message);

/**
 * Checks the latest code of an address (25040201 with a readable message when it is not
 * right). A wrong code counts a try; the fifth wrong try kills the code. Every check counts
 * against the caller's network, and wrong codes against its daily cap. Returns the code's
 * id for consumeCode().
 */
export async function checkCode(db: Db, email: string, code: string, meta: RequestMeta, purpose: CodePurpose = 'reset'): Promise<number> {
  const who = caller(db, meta, email);
  await enforce(IP_LIMITS.codeChecks, meta.ip, who);
  await enforceNotSpent(IP_LIMITS.wrongCodesDaily, meta.ip, who);
  const refused = (reason: keyof typeof CODE_MSG) => {
    securityEvent(meta.log, { event: 'code.checked', result: 'refused', reason, ip: meta.ip, email });
    return reject(CODE_MSG[reason]);
  };
  const row = await latestCode(db, email, purpose);
  if (!row) throw refused('none');
  if (row.tries >= LIMITS.verificationCodeMaxTries) throw refused('tooManyTries');
  if (row.usedAt) throw refused('used');
  if (row.expiresAt.getTime() <= meta.now.getTime()) throw refused('expired');
  if (sameHash(row.codeHash, codeHash(email, purpose, code))) {
    securityEvent(meta.log, { event: 'code.checked', result: 'ok', reason: purpose, ip: meta.ip, email });
    return row.id;
  }
  // Counted in one statement, and only while the code still has tries: parallel guesses add up exactly.
  const [counted] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(and(eq(verificationCodes.id, row.id), sql`${verificationCodes.tries} < ${LIMITS.verificationCodeMaxTries}`))
    .returning({ tries: verificationCodes.tries });
  if (!counted) throw refused('tooManyTries');
  await count(IP_LIMITS.wrongCodesDaily, meta.ip, who);
  if (counted.tries >= LIMITS.verificationCodeMaxTries) throw refused('tooManyTries');
  throw refused('incorrect');
}

/** Marks a checked code as used; refuses when another request used it first. Use inside the transaction of the change. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw reject(CODE_MSG.used);
}

/** The scheduled pruning (services/jobs): codes that expired before `expiredBefore` are deleted. */
export async function pruneCodes(db: Db, expiredBefore: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, expiredBefore));
}
