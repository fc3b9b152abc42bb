import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITATION_TTL_MS, INVITATIONS_PER_HOUR, RES, sha256Hex,
  type CompanyRole, type InvitationInfo, type InvitationState, type PendingInvitation,
} from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { companyInvitations } from '../../db/schema';
import { companyMembers, findCompany, findMember, findMemberByEmail, memberNames } from '../auth';
import { ApiError, notFound } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { enforce, type LimitCaller, type LimitRule } from '../../lib/rateLimit';
import type { ThemeName } from '../mail';
import { runUseCase, type UseCaseDeps } from '../useCase';
import { invitationMail, joinLink } from './mails';

/** Invitations: an admin invites by email with a role; the mailed link works for 7 days, once. */

const HOUR = 60 * 60 * 1000;
export const INVITE_LIMIT: LimitRule = {
  name: 'company-invite',
  max: INVITATIONS_PER_HOUR,
  windowMs: HOUR,
  message: `Your company has sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Please wait an hour before inviting more colleagues.`,
};

export const tokenHashOf = (token: string) => sha256Hex(token);
const newToken = () => randomBytes(32).toString('base64url');

type InvitationRow = typeof companyInvitations.$inferSelect;

export function stateOf(row: Pick<InvitationRow, 'usedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationState {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** Open: not used, not revoked, not expired. */
export const openAt = (now: Date) =>
  and(isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now));

const pendingColumns = {
  invitationId: companyInvitations.id,
  email: companyInvitations.email,
  role: companyInvitations.role,
  invitedById: companyInvitations.invitedBy,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
};

const toPending = (row: { invitationId: number; email: string; role: CompanyRole; invitedBy: string | null; createdAt: Date; expiresAt: Date }): PendingInvitation => ({
  ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(),
});

/** The company's open invitations, newest first. */
export async function pendingInvitations(db: Reader, companyId: string, now: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .select(pendingColumns)
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), openAt(now)))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  const inviters = new Map((await memberNames(db, rows.flatMap((row) => (row.invitedById ? [row.invitedById] : [])))).map((m) => [m.id, m.nick]));
  return rows.map(({ invitedById, ...row }) => toPending({ ...row, invitedBy: invitedById ? (inviters.get(invitedById) ?? null) : null }));
}

/** Refuses an address that may not be invited: a colleague already, staff, or a member of another company with colleagues. */
async function checkInvitee(tx: Tx, companyId: string, email: string): Promise<void> {
  const invitee = await findMemberByEmail(tx, email);
  if (!invitee) return;
  if (invitee.role === 'staff') {
    throw new ApiError(RES.CONFLICT, `${email} is an account of the sales team and cannot join a company. Please invite another address.`);
  }
  if (invitee.companyId === companyId) throw new ApiError(RES.CONFLICT, `${email} is already a colleague in your company.`);
  const others = await companyMembers(tx, invitee.companyId!, { except: invitee.id });
  if (others.length > 0) {
    throw new ApiError(
      RES.CONFLICT,
      `${email} already belongs to another company with colleagues. An admin of that company must remove them before you can invite them.`,
    );
  }
}

export interface InviteCall {
  deps: UseCaseDeps;
  limit: LimitCaller;
  theme: ThemeName;
}

/** Invites `email` with `role`; an open invitation of the same address is revoked and a new link is sent instead. */
export async function inviteColleague(call: InviteCall, admin: CompanyMember, input: { email: string; role: CompanyRole }): Promise<PendingInvitation> {
  await enforce(INVITE_LIMIT, admin.companyId, call.limit);
  return runUseCase(call.deps, async (uc) => {
    const { tx, now } = uc;
    // One invitation at a time per company: a resend and a parallel invite of the same address cannot both stay open.
    const company = await findCompany(tx, admin.companyId, { lock: true });
    await checkInvitee(tx, admin.companyId, input.email);
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(companyInvitations.companyId, admin.companyId), eq(companyInvitations.email, input.email), openAt(now)));
    const token = newToken();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: admin.companyId, email: input.email, role: input.role, tokenHash: tokenHashOf(token),
        invitedBy: admin.id, theme: call.theme, expiresAt, createdAt: now,
      })
      .returning({ id: companyInvitations.id });
    const inviter = await findMember(tx, admin.id);
    const mail = invitationMail(call.theme, {
      inviter: inviter?.nick ?? 'An admin', companyName: company?.name ?? null, role: input.role,
      link: joinLink(call.deps.config.publicUrl, token), expiresAt,
    });
    await uc.queueMail({ ...mail, to: input.email, secret: token });
    return toPending({ invitationId: row!.id, email: input.email, role: input.role, invitedBy: inviter?.nick ?? null, createdAt: now, expiresAt });
  });
}

/** Withdraws an open invitation of the admin's company (another company's, or one no longer open: 20004 / 20009). */
export async function revokeInvitation(deps: UseCaseDeps, admin: CompanyMember, invitationId: number): Promise<{ invitationId: number }> {
  return runUseCase(deps, async ({ tx, now }) => {
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, admin.companyId)))
      .for('update');
    if (!row) throw notFound('The invitation');
    const state = stateOf(row, now);
    if (state !== 'valid') throw new ApiError(RES.CONFLICT, `This invitation is already ${state} and cannot be withdrawn.`);
    await tx.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, invitationId));
    return { invitationId };
  });
}

/** What the join page shows for a link: anyone holding it may ask. */
export async function invitationInfo(db: Reader, token: string, now: Date): Promise<InvitationInfo> {
  const [row] = await db
    .select({
      companyId: companyInvitations.companyId, invitedBy: companyInvitations.invitedBy, role: companyInvitations.role, email: companyInvitations.email,
      usedAt: companyInvitations.usedAt, revokedAt: companyInvitations.revokedAt, expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, tokenHashOf(token)))
    .limit(1);
  const company = row && (await findCompany(db, row.companyId));
  if (!row || !company) throw new ApiError(RES.NOT_FOUND, UNKNOWN_INVITATION);
  const inviter = row.invitedBy ? await findMember(db, row.invitedBy) : undefined;
  return {
    companyName: company.name, inviter: inviter?.nick ?? null, role: row.role, email: row.email,
    state: stateOf(row, now), expiresAt: row.expiresAt.toISOString(),
  };
}

export const UNKNOWN_INVITATION = 'This invitation link is not known. Please open the link from the email again, or ask your colleague for a new invitation.';
