import { ACTING_REASON_LABELS, actingWriteLabel, RES, type ActingConsentView, type ActingNow, type ActingReason, type ActingStarted } from '@sw/protocol';
import type { Tx } from '../db/client';
import { ApiError } from '../lib/errors';
import { companyMember, type ActingSessionRow, type Member } from '../lib/member';
import { recordAudit } from '../services/audit';
import {
  ACTING_END_TEXT, actingBuyerByEmail, actingMember, actingSummaryText, beginActing, endActingOnConsent, endActingSession, grantStandingConsent,
  recordActingEvent, revokeConsentRow, takeActingConsent, touchActing, verifyActingCode, type ActingEnd,
} from '../services/auth';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/useCase';

/**
 * Acting for a buyer (issue 53; docs/security.md, Acting for a buyer): each step writes auth's acting rows and the
 * console's audit trail in one use case, and an ended session mails the buyer a summary of what was done.
 */

type Closed = NonNullable<Awaited<ReturnType<typeof endActingSession>>>;

async function mailSummary(uc: UseCase, closed: Closed) {
  await uc.queueMail({
    to: closed.buyer.email,
    subject: `Done on your behalf by ${closed.staffNick} (${ACTING_REASON_LABELS[closed.reason]})`,
    text: actingSummaryText({ buyerNick: closed.buyer.nick, staffNick: closed.staffNick, reason: closed.reason, note: closed.note, entries: closed.entries }),
  });
}

async function auditEnd(uc: UseCase, staff: { id: string; email: string }, closed: Closed, why: string) {
  await recordAudit(uc.tx, staff, {
    action: 'acting.end', targetType: 'member', targetId: closed.buyer.id,
    summary: `Stopped acting for ${closed.buyer.nick}: ${why}`, after: { staffId: staff.id, buyerId: closed.buyer.id, reason: closed.reason },
  });
}

/** staff/startActing.do: the buyer, the consent (a code or a standing grant), the session marked, the start audited. */
export async function startActing(deps: UseCaseDeps, staff: Member, token: string, input: { email: string; reason: ActingReason; note: string; code?: string }): Promise<ActingStarted> {
  const buyer = await actingBuyerByEmail(deps.database.db, input.email);
  // The code is checked before the use case: a wrong one counts even though the start is refused.
  const codeId = input.code ? await verifyActingCode(deps.database.db, buyer, input.code, deps.now()) : undefined;
  return runUseCase(deps, async (uc) => {
    const consentId = await takeActingConsent(uc.tx, staff.id, buyer, codeId, uc.now);
    const now: ActingNow = await beginActing(uc.tx, { token, staff, buyer, consentId, reason: input.reason, note: input.note, now: uc.now });
    await recordAudit(uc.tx, staff, {
      action: 'acting.start', targetType: 'member', targetId: buyer.id,
      summary: `Started acting for ${buyer.nick} (${buyer.companyName ?? buyer.email}): ${ACTING_REASON_LABELS[input.reason]}. ${input.note}`,
      after: { staffId: staff.id, buyerId: buyer.id, consentId, reason: input.reason, by: input.code ? 'code' : 'standing grant' },
    });
    return { ...now, memId: buyer.id };
  });
}

/**
 * The member a staff session that acts stands for: the buyer while the consent is live and the session active (the
 * call counts as activity); otherwise the session's acting ends (mailed, audited) and the staff member is themselves.
 */
export async function memberActingFor(deps: UseCaseDeps, staff: Member, row: ActingSessionRow, token: string): Promise<{ member: Member; ended?: ActingEnd }> {
  const now = deps.now();
  const found = await actingMember(deps.database.db, staff, row, now);
  if ('member' in found) {
    await touchActing(deps.database.db, token, now);
    return { member: found.member };
  }
  await runUseCase(deps, async (uc) => {
    const closed = await endActingSession(uc.tx, { token, staff, row, why: ACTING_END_TEXT[found.end], now: uc.now });
    if (!closed) return;
    await auditEnd(uc, staff, closed, ACTING_END_TEXT[found.end]);
    await mailSummary(uc, closed);
  });
  const { actingSession: _row, ...self } = staff;
  return { member: self, ended: found.end };
}

/** The banner's End. */
export function stopActing(deps: UseCaseDeps, member: Member, token: string): Promise<{ ended: true }> {
  const acting = member.acting;
  if (!acting) throw new ApiError(RES.ACTING_ENDED, 'You are not acting for a buyer.');
  return runUseCase(deps, async (uc) => {
    const row: ActingSessionRow = { buyerId: member.id, consentId: acting.consentId, reason: acting.reason, note: acting.note, startedAt: acting.startedAt, seenAt: uc.now };
    const closed = await endActingSession(uc.tx, { token, staff: { id: acting.staffId, nick: acting.staffNick }, row, why: ACTING_END_TEXT.ended, now: uc.now });
    if (closed) {
      await auditEnd(uc, { id: acting.staffId, email: acting.staffEmail }, closed, ACTING_END_TEXT.ended);
      await mailSummary(uc, closed);
    }
    return { ended: true as const };
  });
}

/** A write made while acting: in the company's log and the console's audit trail, with both ids and the reason. */
export function recordActingWrite(deps: UseCaseDeps, member: Member, path: string): Promise<void> {
  const acting = member.acting;
  if (!acting || !member.companyId) return Promise.resolve();
  return runUseCase(deps, async (uc) => {
    const what = actingWriteLabel(path);
    await recordActingEvent(uc.tx, member, acting, { kind: 'write', what, path, now: uc.now });
    await recordAudit(uc.tx, { id: acting.staffId, email: acting.staffEmail }, {
      action: 'acting.write', targetType: 'member', targetId: member.id,
      summary: `${what} for ${member.nick} (${ACTING_REASON_LABELS[acting.reason]})`, after: { staffId: acting.staffId, buyerId: member.id, reason: acting.reason, path },
    });
  });
}

async function endSessionsOnConsent(uc: UseCase, tx: Tx, consentId: number) {
  for (const closed of await endActingOnConsent(tx, consentId, ACTING_END_TEXT.revoked, uc.now)) await mailSummary(uc, closed);
}

/** acting/grantConsent.do */
export function grantActingConsent(deps: UseCaseDeps, member: Member, input: { staffId: string; days: 30 | 90 }): Promise<ActingConsentView> {
  const admin = companyMember(member);
  return runUseCase(deps, (uc) => grantStandingConsent(uc.tx, admin, input.staffId, input.days, uc.now));
}

/** acting/revokeConsent.do: the consent ends, and so does every session acting on it, at once. */
export function revokeActingConsent(deps: UseCaseDeps, member: Member, consentId: number): Promise<ActingConsentView> {
  const who = companyMember(member);
  return runUseCase(deps, async (uc) => {
    const view = await revokeConsentRow(uc.tx, who, consentId, uc.now);
    await endSessionsOnConsent(uc, uc.tx, consentId);
    return view;
  });
}
