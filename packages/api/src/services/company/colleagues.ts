import { and, eq, isNotNull, max } from 'drizzle-orm';
import { formatMinor, RES, type Colleague, type CompanyRole, type CompanySettings, type CompanyView } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { companyInvitations } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { companyMembers, findCompany, findMember } from '../auth';
import type { ThemeName } from '../mail';
import { companyTradeDefault } from '../tradeTerms';
import type { UseCase } from '../useCase';
import { openAt, pendingInvitations } from './invitations';
import { removedMail } from './mails';

/** The Company page: the company, its people and roles, its settings; an admin changes roles and removes colleagues. */

/** When each member joined: the invitation they used, else their account's creation (the company's first member). */
async function peopleOf(db: Reader, companyId: string, you: string): Promise<Colleague[]> {
  const rows = (await companyMembers(db, companyId)).map((m) => ({ memId: m.id, nick: m.nick, email: m.email, role: m.companyRole, createdAt: m.createdAt }));
  const joins = await db
    .select({ memId: companyInvitations.usedBy, usedAt: max(companyInvitations.usedAt) })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNotNull(companyInvitations.usedBy)))
    .groupBy(companyInvitations.usedBy);
  const joined = new Map(joins.map((row) => [row.memId, row.usedAt]));
  return rows.map(({ createdAt, role, ...row }) => ({
    ...row, role: role!, joinedAt: (joined.get(row.memId) ?? createdAt).toISOString(), isYou: row.memId === you,
  }));
}

const settingsOf = (row: { approvalThreshold: bigint | null; copyAdmins: boolean }): CompanySettings => ({
  approvalThreshold: row.approvalThreshold === null ? null : formatMinor(row.approvalThreshold),
  copyAdmins: row.copyAdmins,
});

export async function companyView(db: Reader, me: CompanyMember, now: Date): Promise<CompanyView> {
  const company = await findCompany(db, me.companyId);
  if (!company) throw notFound('Your company');
  return {
    companyId: company.id,
    name: company.name,
    country: company.country,
    contactName: company.contactName,
    phone: company.phone,
    website: company.website,
    businessType: company.businessType,
    auditFlag: company.auditFlag,
    ...settingsOf(company),
    yourRole: me.companyRole,
    people: await peopleOf(db, me.companyId, me.id),
    invitations: me.companyRole === 'admin' ? await pendingInvitations(db, me.companyId, now) : null,
    tradeDefault: await companyTradeDefault(db, me.companyId),
  };
}

/** A colleague of the admin's company, row locked; the company's admins locked too, so two admins cannot both step down. */
async function lockColleague(tx: Tx, admin: CompanyMember, memId: string) {
  const admins = await companyMembers(tx, admin.companyId, { admins: true, lock: true });
  const row = await findMember(tx, memId, { companyId: admin.companyId, lock: true });
  if (!row) throw new ApiError(RES.NOT_FOUND, 'This colleague was not found in your company.');
  return { colleague: { id: row.id, nick: row.nick, email: row.email, role: row.companyRole! }, adminCount: admins.length };
}

/** A member who may no longer invite takes back the invitations they sent (issue 40: a removed admin came back). */
async function withdrawInvitationsOf(tx: Tx, companyId: string, memId: string, now: Date): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.invitedBy, memId), openAt(now)));
}

const LAST_ADMIN_ROLE = 'You are the only admin of your company: make another colleague an admin first, then change your own role.';
const LAST_ADMIN_LEAVE = 'You are the only admin of your company and cannot remove yourself: make another colleague an admin first.';

/** changeColleagueRole.do's refusal, the colleague and the company's admins locked: the last admin stays an admin. */
export async function checkRoleChange(tx: Tx, admin: CompanyMember, memId: string, role: CompanyRole): Promise<void> {
  const { colleague, adminCount } = await lockColleague(tx, admin, memId);
  if (colleague.role === 'admin' && role !== 'admin' && adminCount <= 1) throw new ApiError(RES.CONFLICT, LAST_ADMIN_ROLE);
}

/** After auth changed the role (workflows/companyPeople.ts): one who may no longer invite takes back their invitations; the colleague as the page shows them. */
export async function roleChanged(uc: UseCase, admin: CompanyMember, memId: string, role: CompanyRole): Promise<Colleague> {
  if (role !== 'admin') await withdrawInvitationsOf(uc.tx, admin.companyId, memId, uc.now);
  const [person] = (await peopleOf(uc.tx, admin.companyId, admin.id)).filter((p) => p.memId === memId);
  return person!;
}

/** removeColleague.do's refusal, the colleague and the company's admins locked: the last admin cannot leave. The colleague. */
export async function checkRemoval(tx: Tx, admin: CompanyMember, memId: string): Promise<{ id: string; email: string }> {
  const { colleague, adminCount } = await lockColleague(tx, admin, memId);
  if (colleague.role === 'admin' && adminCount <= 1) throw new ApiError(RES.CONFLICT, LAST_ADMIN_LEAVE);
  return colleague;
}

/**
 * After auth moved the removed colleague into a fresh company of their own and ended their sessions
 * (workflows/companyPeople.ts): their invitations are taken back and they are told; what they placed or wrote stays
 * with the company.
 */
export async function colleagueRemoved(uc: UseCase, admin: CompanyMember, colleague: { id: string; email: string }, theme: ThemeName): Promise<void> {
  const { tx, now } = uc;
  await withdrawInvitationsOf(tx, admin.companyId, colleague.id, now);
  const company = await findCompany(tx, admin.companyId);
  const by = await findMember(tx, admin.id);
  const byName = colleague.id === admin.id ? null : (by?.nick ?? 'An admin');
  await uc.queueMail({ ...removedMail(theme, { companyName: company?.name ?? null, by: byName }), to: colleague.email });
}

/** The company's settings as the page shows them. */
export const companySettingsOf = settingsOf;
