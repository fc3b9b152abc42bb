import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS, MSG, RES, sha256Hex } from '@sw/protocol';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { hit, resetLimit } from '../../lib/rateLimit';
import type { Mailer } from '../../lib/mailer';
import { AUTH_LIMITS } from './limits';
import { registrationStatus, type RequestMeta } from './accounts';
import { resetCodeMail } from './mail';

export type CodePurpose = 'reset';

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

/**
 * sendVerificationMail.do: a registered address gets a new 6-digit code by email, valid 10
 * minutes; earlier codes stop working. One send per address per 60 s (21005).
 */
export async function sendResetCode(
  deps: { db: Db; mailer: Mailer; brand: string },
  email: string,
  meta: RequestMeta,
): Promise<void> {
  const { db } = deps;
  const perIp = await hit(db, `code-ip:${meta.ip}`, AUTH_LIMITS.codesPerIpWindowMs, meta.now);
  if (perIp > AUTH_LIMITS.codesPerIp) {
    throw new ApiError(RES.RATE_LIMITED, 'Too many verification emails were requested from your network. Please try again later.');
  }
  if ((await registrationStatus(db, email)) === 0) throw new ApiError(RES.CODE_REJECTED, MSG.emailNotRegistered);
  const sendKey = `code-send:${email}`;
  if ((await hit(db, sendKey, AUTH_LIMITS.codeResendMs, meta.now)) > 1) {
    throw new ApiError(RES.CODE_TOO_OFTEN, MSG.codeTooOften);
  }
  const code = newCode();
  const purpose: CodePurpose = 'reset';
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
    await deps.mailer.send({ to: email, ...resetCodeMail({ code, brand: deps.brand }) });
  } catch {
    // Nothing was delivered: the code may not be used and the address may ask again at once.
    await db.transaction(async (tx) => {
      await tx.update(verificationCodes).set({ usedAt: meta.now }).where(eq(verificationCodes.id, id));
      await resetLimit(tx, sendKey);
    });
    throw new ApiError(RES.INTERNAL, 'We could not send the email just now. Please try again in a minute.');
  }
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
 * right). A wrong code counts a try; the fifth wrong try kills the code. Returns the code's
 * id for consumeCode().
 */
export async function checkCode(db: Db, email: string, code: string, now: Date, purpose: CodePurpose = 'reset'): Promise<number> {
  const row = await latestCode(db, email, purpose);
  if (!row) throw reject(CODE_MSG.none);
  if (row.tries >= LIMITS.verificationCodeMaxTries) throw reject(CODE_MSG.tooManyTries);
  if (row.usedAt) throw reject(CODE_MSG.used);
  if (row.expiresAt.getTime() <= now.getTime()) throw reject(CODE_MSG.expired);
  if (sameHash(row.codeHash, codeHash(email, purpose, code))) return row.id;
  const [counted] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(eq(verificationCodes.id, row.id))
    .returning({ tries: verificationCodes.tries });
  if ((counted?.tries ?? 0) >= LIMITS.verificationCodeMaxTries) throw reject(CODE_MSG.tooManyTries);
  throw reject(CODE_MSG.incorrect);
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
