import { RES } from '@sw/protocol';
import type { Db } from '../../db/client';
import { ApiError, sessionExpired } from '../../lib/errors';
import { securityEvent } from '../../lib/log';
import { findMember, type RequestMeta } from '../auth';

export const EMAIL_NOT_CONFIRMED_MSG = 'Please confirm your email address first: we send a 6-digit code to it.';

/**
 * The proof of address that requests from a member need first (access requests, inquiries): refuses with
 * 20010 until the member has confirmed the email. Pass a transaction to hold the member row for the change.
 */
export async function requireConfirmedEmail(db: Db, memberId: string, meta: Pick<RequestMeta, 'log' | 'ip'>): Promise<void> {
  const row = await findMember(db, memberId);
  if (!row) throw sessionExpired();
  if (!row.emailConfirmedAt) {
    securityEvent(meta.log, { event: 'access.refused', result: 'refused', reason: 'email-not-confirmed', ip: meta.ip, memberId });
    throw new ApiError(RES.EMAIL_NOT_CONFIRMED, EMAIL_NOT_CONFIRMED_MSG);
  }
}
