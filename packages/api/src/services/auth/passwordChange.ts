import { eq } from 'drizzle-orm';
import { MSG, RES, type LoginResult } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ApiError, sessionExpired } from '../../lib/errors';
import { securityEvent } from '../../lib/log';
import { enforce } from '../../lib/rateLimit';
import { accountDisabled, type RequestMeta, findMemberByEmail, loginResult } from './accounts';
import { checkCode, consumeCode } from './codes';
import { IP_LIMITS, MEMBER_LIMITS } from './limits';
import { hashStoredPassword, verifyStoredPassword } from './passwords';
import { createSession, revokeAllSessions, revokeOtherSessions } from './sessions';

/**
 * changePwd.do: with the emailed code, sets a new password, signs out every other session
 * of the member, clears a sign-in lock and signs in (the same answer as a sign-in).
 */
export async function resetPassword(db: Db, input: { email: string; pwd: string; veriCode: string }, meta: RequestMeta): Promise<LoginResult> {
  await enforce(IP_LIMITS.resets, meta.ip, { db, log: meta.log, ip: meta.ip, now: meta.now, email: input.email });
  const member = await findMemberByEmail(db, input.email);
  if (!member) throw new ApiError(RES.CODE_REJECTED, MSG.emailNotRegistered);
  const codeId = await checkCode(db, input.email, input.veriCode, meta);
  // A reset signs in: not for an account that staff disabled.
  if (member.disabledAt) throw accountDisabled();
  const pwdHash = await hashStoredPassword(input.pwd);
  const tokEn = await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, meta.now);
    // The code came to this address, so a reset also proves it.
    await tx
      .update(members)
      .set({ pwdHash, failedLogins: 0, lockedUntil: null, emailConfirmedAt: member.emailConfirmedAt ?? meta.now })
      .where(eq(members.id, member.id));
    await revokeAllSessions(tx, member.id, meta.now);
    return createSession(tx, member.id, meta.userAgent, meta.now);
  });
  securityEvent(meta.log, { event: 'password.reset', result: 'ok', ip: meta.ip, memberId: member.id });
  securityEvent(meta.log, { event: 'session.revoked', result: 'ok', reason: 'password-reset', ip: meta.ip, memberId: member.id });
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
  meta: RequestMeta,
): Promise<void> {
  const [row] = await db.select({ pwdHash: members.pwdHash }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw sessionExpired();
  await enforce(MEMBER_LIMITS.passwordChanges, memberId, { db, log: meta.log, ip: meta.ip, now: meta.now, memberId });
  const event = { event: 'password.changed', ip: meta.ip, memberId } as const;
  if (!(await verifyStoredPassword(row.pwdHash, input.oldPwd))) {
    securityEvent(meta.log, { ...event, result: 'refused', reason: 'wrong-password' });
    throw new ApiError(RES.WRONG_PASSWORD, 'Your current password is not correct.');
  }
  if (input.oldPwd === input.pwd) {
    throw new ApiError(RES.INVALID_PARAMS, 'The new password must be different from your current password.');
  }
  const pwdHash = await hashStoredPassword(input.pwd);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ pwdHash, failedLogins: 0, lockedUntil: null }).where(eq(members.id, memberId));
    await revokeOtherSessions(tx, memberId, token, meta.now);
  });
  securityEvent(meta.log, { ...event, result: 'ok' });
  securityEvent(meta.log, { event: 'session.revoked', result: 'ok', reason: 'password-changed', ip: meta.ip, memberId });
}
