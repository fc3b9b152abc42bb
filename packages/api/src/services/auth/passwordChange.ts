import { eq } from 'drizzle-orm';
import { MSG, RES, type LoginResult } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ApiError, sessionExpired } from '../../lib/errors';
import { hit } from '../../lib/rateLimit';
import { type RequestMeta, findMemberByEmail, loginResult } from './accounts';
import { checkCode, consumeCode } from './codes';
import { AUTH_LIMITS } from './limits';
import { hashStoredPassword, verifyStoredPassword } from './passwords';
import { createSession, revokeAllSessions, revokeOtherSessions } from './sessions';

/**
 * changePwd.do: with the emailed code, sets a new password, signs out every other session
 * of the member, clears a sign-in lock and signs in (the same answer as a sign-in).
 */
export async function resetPassword(db: Db, input: { email: string; pwd: string; veriCode: string }, meta: RequestMeta): Promise<LoginResult> {
  const member = await findMemberByEmail(db, input.email);
  if (!member) throw new ApiError(RES.CODE_REJECTED, MSG.emailNotRegistered);
  const codeId = await checkCode(db, input.email, input.veriCode, meta.now);
  const pwdHash = await hashStoredPassword(input.pwd);
  const tokEn = await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, meta.now);
    await tx.update(members).set({ pwdHash, failedLogins: 0, lockedUntil: null }).where(eq(members.id, member.id));
    await revokeAllSessions(tx, member.id, meta.now);
    return createSession(tx, member.id, meta.userAgent, meta.now);
  });
  return loginResult(member, tokEn);
}

/**
 * changePwd2.do: the signed-in member changes the password with the current one. The
 * member's other sessions are signed out; this one stays.
 */
export async function changePassword(
  db: Db,
  memberId: string,
  token: string,
  input: { oldPwd: string; pwd: string },
  now: Date,
): Promise<void> {
  const [row] = await db.select({ pwdHash: members.pwdHash }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw sessionExpired();
  if ((await hit(db, `change-pwd:${memberId}`, AUTH_LIMITS.changePwdWindowMs, now)) > AUTH_LIMITS.changePwdPerMember) {
    throw new ApiError(RES.RATE_LIMITED, 'Too many password changes were tried. Please wait a few minutes and try again.');
  }
  if (!(await verifyStoredPassword(row.pwdHash, input.oldPwd))) {
    throw new ApiError(RES.WRONG_PASSWORD, 'Your current password is not correct.');
  }
  if (input.oldPwd === input.pwd) {
    throw new ApiError(RES.INVALID_PARAMS, 'The new password must be different from your current password.');
  }
  const pwdHash = await hashStoredPassword(input.pwd);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ pwdHash, failedLogins: 0, lockedUntil: null }).where(eq(members.id, memberId));
    await revokeOtherSessions(tx, memberId, token, now);
  });
}
