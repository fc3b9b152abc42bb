import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACTING_LIMITS, ACTING_REASON_LABELS, actingAttribution, actingBannerText, effectiveStaffRoles, RES, sha256Hex,
  type ActingCode, type ActingConsentView, type ActingLogEntry, type ActingNow, type ActingOverview, type ActingReason, type ActingSalesPerson,
} from '@sw/protocol';
import type { Db, Reader, Tx } from '../../db/client';
import { actingConsents, actingEvents, companies, members, sessions } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { ActingFacts, ActingSessionRow, CompanyMember, Member } from '../../lib/member';
import { tokenHash } from './sessions';

/**
 * Acting for a buyer with the buyer's consent (issue 53; docs/security.md, Acting for a buyer). The acting state lives on
 * the staff member's own session row, so it ends with the session, and a revoked consent ends it on the very next call.
 * While acting, the session resolves to the buyer (their company, role and prices) with `acting` naming who acts.
 */

const codeHashOf = (buyerId: string, code: string) => sha256Hex(`acting:${buyerId}:${code}`);
const iso = (at: Date) => at.toISOString();

/** The buyer a staff member may act for: a signed-up, enabled member of a company. */
export interface ActingBuyer {
  id: string;
  email: string;
  nick: string;
  companyId: string;
  companyName: string | null;
}

export async function actingBuyerByEmail(db: Reader, email: string): Promise<ActingBuyer> {
  const [row] = await db
    .select({ id: members.id, email: members.email, nick: members.nick, role: members.role, disabledAt: members.disabledAt, companyId: members.companyId, companyName: companies.name })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.email, email))
    .limit(1);
  if (!row) throw notFound('A buyer with this email');
  if (row.role !== 'buyer' || !row.companyId) throw new ApiError(RES.ACTING_TARGET_REFUSED, 'Only a buyer of a company can be acted for, never a staff account.');
  if (row.disabledAt) throw new ApiError(RES.ACTING_TARGET_REFUSED, 'This buyer\'s account is disabled: it cannot be acted for.');
  return { id: row.id, email: row.email, nick: row.nick, companyId: row.companyId, companyName: row.companyName };
}

/**
 * The buyer's code checked outside the start's transaction, so a wrong one counts even though the start is refused:
 * answers the open code's id, or 20026 for a wrong, expired or used code (five wrong ones void the member's open codes).
 */
export async function verifyActingCode(db: Db, buyer: ActingBuyer, code: string, now: Date): Promise<number> {
  const open = await db
    .select({ id: actingConsents.id, codeHash: actingConsents.codeHash, expiresAt: actingConsents.expiresAt, usedAt: actingConsents.usedAt, revokedAt: actingConsents.revokedAt, tries: actingConsents.tries })
    .from(actingConsents)
    .where(and(eq(actingConsents.buyerId, buyer.id), eq(actingConsents.kind, 'code')))
    .orderBy(desc(actingConsents.createdAt))
    .limit(5);
  const match = open.find((row) => row.codeHash === codeHashOf(buyer.id, code));
  if (!match || match.revokedAt || match.tries >= ACTING_LIMITS.maxCodeTries) {
    const live = open.filter((row) => !row.usedAt && !row.revokedAt && row.expiresAt > now).map((row) => row.id);
    if (live.length) await db.update(actingConsents).set({ tries: sql`${actingConsents.tries} + 1` }).where(inArray(actingConsents.id, live));
    throw new ApiError(RES.ACTING_CODE_REJECTED, 'This code is not right. Ask the buyer to read it again, or to show a new one.');
  }
  if (match.usedAt) throw codeUsed();
  if (match.expiresAt <= now) throw new ApiError(RES.ACTING_CODE_REJECTED, 'This code has expired (a code works 10 minutes). Ask the buyer for a new one.');
  return match.id;
}

const codeUsed = () => new ApiError(RES.ACTING_CODE_REJECTED, 'This code has been used already: a code works once. Ask the buyer for a new one.');

/**
 * The consent a staff member acts on: the verified code (used now, once: a parallel start loses), else a live standing
 * grant of the buyer's company naming them (20025 without one).
 */
export async function takeActingConsent(tx: Tx, staffId: string, buyer: ActingBuyer, codeId: number | undefined, now: Date): Promise<number> {
  if (codeId !== undefined) {
    const [used] = await tx.update(actingConsents).set({ usedAt: now, staffId })
      .where(and(eq(actingConsents.id, codeId), isNull(actingConsents.usedAt), isNull(actingConsents.revokedAt)))
      .returning({ id: actingConsents.id });
    if (!used) throw codeUsed();
    return used.id;
  }
  const [grant] = await tx
    .select({ id: actingConsents.id })
    .from(actingConsents)
    .where(and(
      eq(actingConsents.companyId, buyer.companyId), eq(actingConsents.kind, 'standing'), eq(actingConsents.staffId, staffId),
      isNull(actingConsents.revokedAt), gt(actingConsents.expiresAt, now),
    ))
    .orderBy(desc(actingConsents.expiresAt))
    .limit(1);
  if (!grant) {
    throw new ApiError(RES.ACTING_CONSENT_REQUIRED, 'The buyer has not given you consent: ask a company admin for a standing grant on their Company page, or ask the buyer for the 6-digit code their account shows.');
  }
  return grant.id;
}

/** Marks the staff session as acting for `buyer`, and records the start. */
export async function beginActing(tx: Tx, p: { token: string; staff: Member; buyer: ActingBuyer; consentId: number; reason: ActingReason; note: string; now: Date }): Promise<ActingNow> {
  await tx.update(sessions).set({
    actingForId: p.buyer.id, actingConsentId: p.consentId, actingReason: p.reason, actingNote: p.note, actingStartedAt: p.now, actingSeenAt: p.now,
  }).where(eq(sessions.tokenHash, tokenHash(p.token)));
  await tx.insert(actingEvents).values({
    companyId: p.buyer.companyId, staffId: p.staff.id, buyerId: p.buyer.id, staffNick: p.staff.nick, buyerNick: p.buyer.nick, consentId: p.consentId,
    sessionStartedAt: p.now, kind: 'start', reason: p.reason, note: p.note, what: 'Started acting', createdAt: p.now,
  });
  return actingNowOf({ staffNick: p.staff.nick, buyerNick: p.buyer.nick, companyName: p.buyer.companyName, reason: p.reason, note: p.note, startedAt: p.now });
}

export function actingNowOf(f: { staffNick: string; buyerNick: string; companyName: string | null; reason: ActingReason; note: string; startedAt: Date }): ActingNow {
  return { staffNick: f.staffNick, buyerNick: f.buyerNick, companyName: f.companyName, reason: f.reason, note: f.note, startedAt: iso(f.startedAt), banner: actingBannerText(f) };
}

/** Why an acting session can no longer go on, or null while it may. */
export type ActingEnd = 'idle' | 'revoked' | 'expired' | 'buyer';
export const ACTING_END_TEXT: Record<ActingEnd | 'ended', string> = {
  ended: 'Ended by the sales person',
  idle: 'Ended after 30 minutes without activity',
  revoked: 'Ended: the buyer\'s consent was revoked',
  expired: 'Ended: the buyer\'s consent expired',
  buyer: 'Ended: the buyer\'s account changed',
};

/**
 * The buyer a live acting session acts as, or why it must end. Staff keep their own id in `acting`; the buyer's company
 * role, company and new-design access apply, exactly as when the buyer signs in.
 */
export async function actingMember(db: Reader, staff: Member, row: ActingSessionRow, now: Date): Promise<{ member: Member } | { end: ActingEnd }> {
  if (row.seenAt.getTime() + ACTING_LIMITS.idleMs <= now.getTime()) return { end: 'idle' };
  const [consent] = await db.select().from(actingConsents).where(eq(actingConsents.id, row.consentId)).limit(1);
  if (!consent || consent.revokedAt) return { end: 'revoked' };
  if (consent.kind === 'standing' && consent.expiresAt <= now) return { end: 'expired' };
  const [buyer] = await db
    .select({
      id: members.id, email: members.email, nick: members.nick, headImg: members.headImg, role: members.role, companyId: members.companyId,
      companyRole: members.companyRole, disabledAt: members.disabledAt, auditFlag: companies.auditFlag, companyName: companies.name,
    })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, row.buyerId))
    .limit(1);
  if (!buyer || buyer.disabledAt || buyer.role !== 'buyer' || buyer.companyId !== consent.companyId) return { end: 'buyer' };
  const acting: ActingFacts = {
    staffId: staff.id, staffEmail: staff.email, staffNick: staff.nick, consentId: row.consentId, reason: row.reason, note: row.note,
    startedAt: row.startedAt, companyName: buyer.companyName,
  };
  return {
    member: {
      id: buyer.id, email: buyer.email, nick: buyer.nick, headImg: buyer.headImg, role: 'buyer', auditFlag: buyer.auditFlag ?? 0,
      companyId: buyer.companyId, companyRole: buyer.companyRole, staffRoles: [], acting,
    },
  };
}

/** The session's last call (30 minutes without one end it). */
export async function touchActing(db: Reader & Pick<Tx, 'update'>, token: string, now: Date): Promise<void> {
  await db.update(sessions).set({ actingSeenAt: now }).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** A write made while acting, for the company's log and the summary. */
export async function recordActingEvent(tx: Tx, buyer: Pick<Member, 'id' | 'nick' | 'companyId'>, acting: ActingFacts, p: { kind: 'write' | 'end'; what: string; path?: string; now: Date }): Promise<void> {
  await tx.insert(actingEvents).values({
    companyId: buyer.companyId!, staffId: acting.staffId, buyerId: buyer.id, staffNick: acting.staffNick, buyerNick: buyer.nick, consentId: acting.consentId,
    sessionStartedAt: acting.startedAt, kind: p.kind, reason: acting.reason, note: acting.note, path: p.path ?? null, what: p.what, createdAt: p.now,
  });
}

/**
 * Ends one acting session (by its staff token) and records the end; answers the session's events in order, for the
 * buyer's summary mail. A session no longer acting answers null.
 */
export async function endActingSession(tx: Tx, p: { token: string; staff: Pick<Member, 'id' | 'nick'>; row: ActingSessionRow; why: string; now: Date }) {
  const [ended] = await tx
    .update(sessions)
    .set({ actingForId: null, actingConsentId: null, actingReason: null, actingNote: null, actingStartedAt: null, actingSeenAt: null })
    .where(and(eq(sessions.tokenHash, tokenHash(p.token)), eq(sessions.actingStartedAt, p.row.startedAt)))
    .returning({ memberId: sessions.memberId });
  if (!ended) return null;
  return closeActing(tx, { staffId: p.staff.id, staffNick: p.staff.nick, row: p.row, why: p.why, now: p.now });
}

/** Every session acting on `consentId` ends (the consent was revoked); answers each one's close for its summary. */
export async function endActingOnConsent(tx: Tx, consentId: number, why: string, now: Date) {
  const open = await tx
    .select({ staffId: sessions.memberId, buyerId: sessions.actingForId, startedAt: sessions.actingStartedAt, seenAt: sessions.actingSeenAt, reason: sessions.actingReason, note: sessions.actingNote, staffNick: members.nick })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.actingConsentId, consentId))
    .for('update', { of: sessions });
  if (!open.length) return [];
  await tx.update(sessions)
    .set({ actingForId: null, actingConsentId: null, actingReason: null, actingNote: null, actingStartedAt: null, actingSeenAt: null })
    .where(eq(sessions.actingConsentId, consentId));
  const closed = [];
  for (const s of open) {
    if (!s.buyerId || !s.startedAt) continue;
    const row: ActingSessionRow = { buyerId: s.buyerId, consentId, reason: s.reason as ActingReason, note: s.note ?? '', startedAt: s.startedAt, seenAt: s.seenAt ?? s.startedAt };
    const done = await closeActing(tx, { staffId: s.staffId, staffNick: s.staffNick, row, why, now });
    if (done) closed.push(done);
  }
  return closed;
}

/** Records the end of one acting session and answers its buyer and its events, for the summary mail. */
async function closeActing(tx: Tx, p: { staffId: string; staffNick: string; row: ActingSessionRow; why: string; now: Date }) {
  const [buyer] = await tx.select({ id: members.id, email: members.email, nick: members.nick, companyId: members.companyId }).from(members).where(eq(members.id, p.row.buyerId)).limit(1);
  if (!buyer?.companyId) return null;
  await tx.insert(actingEvents).values({
    companyId: buyer.companyId, staffId: p.staffId, buyerId: buyer.id, staffNick: p.staffNick, buyerNick: buyer.nick, consentId: p.row.consentId,
    sessionStartedAt: p.row.startedAt, kind: 'end', reason: p.row.reason, note: p.row.note, what: p.why, createdAt: p.now,
  });
  const events = await tx
    .select()
    .from(actingEvents)
    .where(and(eq(actingEvents.staffId, p.staffId), eq(actingEvents.sessionStartedAt, p.row.startedAt)))
    .orderBy(asc(actingEvents.createdAt), asc(actingEvents.id));
  return { buyer, staffNick: p.staffNick, reason: p.row.reason, note: p.row.note, entries: events.map(toLogEntry) };
}

function toLogEntry(row: typeof actingEvents.$inferSelect): ActingLogEntry {
  return {
    at: iso(row.createdAt), kind: row.kind, what: row.what, staffNick: row.staffNick, buyerNick: row.buyerNick, reason: row.reason, note: row.note,
    attribution: actingAttribution({ staffNick: row.staffNick, buyerNick: row.buyerNick, reason: row.reason, at: row.createdAt }),
  };
}

/** The summary mail's text: every step of the session, each attributed. */
export function actingSummaryText(p: { buyerNick: string; staffNick: string; reason: ActingReason; note: string; entries: ActingLogEntry[] }): string {
  return [
    `Hello ${p.buyerNick},`,
    '',
    `${p.staffNick} of our sales team acted on your behalf (${ACTING_REASON_LABELS[p.reason]}: ${p.note}). What was done:`,
    '',
    ...p.entries.map((e) => `- ${e.what}: ${e.attribution}`),
    '',
    'Your company admin can read this on the Company page under "Done on your behalf" and revoke a consent there at any time.',
  ].join('\n');
}

// ---- the buyer's side ----

/** Sales people a company admin may name: enabled staff holding the sales role (the account manager first). */
export async function actingSalesPeople(db: Reader, companyId: string): Promise<ActingSalesPerson[]> {
  const [company] = await db.select({ managerId: companies.accountManagerId }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const staff = await db
    .select({ id: members.id, nick: members.nick, staffRoles: members.staffRoles })
    .from(members)
    .where(and(eq(members.role, 'staff'), isNull(members.disabledAt)))
    .orderBy(asc(members.nick));
  return staff
    .filter((m) => effectiveStaffRoles(m.staffRoles).has('sales') && !m.staffRoles.every((r) => r === 'administrator'))
    .map((m) => ({ memId: m.id, nick: m.nick, accountManager: m.id === company?.managerId }))
    .sort((a, b) => Number(b.accountManager) - Number(a.accountManager));
}

function consentView(row: typeof actingConsents.$inferSelect, names: Map<string, string>, now: Date): ActingConsentView {
  const live = !row.revokedAt && (row.kind === 'standing' ? row.expiresAt > now : !row.usedAt && row.expiresAt > now);
  return {
    consentId: row.id, kind: row.kind, staffNick: row.staffId ? (names.get(row.staffId) ?? null) : null, grantedBy: row.grantedBy ? (names.get(row.grantedBy) ?? null) : null,
    createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), revokedAt: row.revokedAt ? iso(row.revokedAt) : null, live,
  };
}

async function namesOf(db: Reader, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((id): id is string => !!id))];
  if (!list.length) return new Map();
  const rows = await db.select({ id: members.id, nick: members.nick }).from(members).where(inArray(members.id, list));
  return new Map(rows.map((r) => [r.id, r.nick]));
}

/** acting/consents.do: an admin reads the company's consents and log; another member what concerns them. */
export async function actingOverview(db: Reader, who: CompanyMember, now: Date): Promise<ActingOverview> {
  const admin = who.companyRole === 'admin';
  const consents = await db
    .select()
    .from(actingConsents)
    .where(and(eq(actingConsents.companyId, who.companyId), admin ? undefined : eq(actingConsents.buyerId, who.id)))
    .orderBy(desc(actingConsents.createdAt))
    .limit(ACTING_LIMITS.logPageSize);
  const log = await db
    .select()
    .from(actingEvents)
    .where(and(eq(actingEvents.companyId, who.companyId), admin ? undefined : eq(actingEvents.buyerId, who.id)))
    .orderBy(desc(actingEvents.createdAt), desc(actingEvents.id))
    .limit(ACTING_LIMITS.logPageSize);
  const names = await namesOf(db, consents.flatMap((c) => [c.staffId, c.grantedBy]));
  return {
    salesPeople: admin ? await actingSalesPeople(db, who.companyId) : [],
    consents: consents.map((row) => consentView(row, names, now)),
    log: log.map(toLogEntry),
  };
}

/** A company admin names a sales person for 30 or 90 days; a live grant to the same person is replaced. */
export async function grantStandingConsent(tx: Tx, admin: CompanyMember, staffId: string, days: 30 | 90, now: Date): Promise<ActingConsentView> {
  const people = await actingSalesPeople(tx, admin.companyId);
  if (!people.some((p) => p.memId === staffId)) throw new ApiError(RES.ACTING_TARGET_REFUSED, 'Please choose a sales person from the list.');
  await tx.update(actingConsents).set({ revokedAt: now }).where(and(
    eq(actingConsents.companyId, admin.companyId), eq(actingConsents.kind, 'standing'), eq(actingConsents.staffId, staffId), isNull(actingConsents.revokedAt),
  ));
  const [row] = await tx.insert(actingConsents).values({
    companyId: admin.companyId, kind: 'standing', staffId, grantedBy: admin.id, expiresAt: new Date(now.getTime() + days * 86_400_000), createdAt: now,
  }).returning();
  return consentView(row!, await namesOf(tx, [staffId, admin.id]), now);
}

/** Revokes a consent of the member's company: an admin any, another member their own code. */
export async function revokeConsentRow(tx: Tx, who: CompanyMember, consentId: number, now: Date): Promise<ActingConsentView> {
  const [row] = await tx.select().from(actingConsents).where(eq(actingConsents.id, consentId)).limit(1).for('update');
  // Another company's consent reads as missing.
  if (!row || row.companyId !== who.companyId || (who.companyRole !== 'admin' && row.buyerId !== who.id)) throw notFound('The consent');
  const [updated] = row.revokedAt ? [row] : await tx.update(actingConsents).set({ revokedAt: now }).where(eq(actingConsents.id, consentId)).returning();
  return consentView(updated!, await namesOf(tx, [updated!.staffId, updated!.grantedBy]), now);
}

/** A one-off code for acting as this member: 10 minutes, once. Earlier open codes of the member stop working. */
export async function issueActingCode(tx: Tx, who: CompanyMember, now: Date): Promise<ActingCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + ACTING_LIMITS.codeTtlMs);
  await tx.update(actingConsents).set({ revokedAt: now }).where(and(
    eq(actingConsents.buyerId, who.id), eq(actingConsents.kind, 'code'), isNull(actingConsents.usedAt), isNull(actingConsents.revokedAt),
  ));
  await tx.insert(actingConsents).values({ companyId: who.companyId, kind: 'code', buyerId: who.id, grantedBy: who.id, codeHash: codeHashOf(who.id, code), expiresAt, createdAt: now });
  return { code, expiresAt: iso(expiresAt) };
}
