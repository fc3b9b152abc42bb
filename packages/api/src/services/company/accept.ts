import { eq } from 'drizzle-orm';
import { RES, type AcceptedInvitation, type CompanyRole } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { companyInvitations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { companyMembers, findCompany, findMember } from '../auth';
import type { ThemeName } from '../mail';
import type { UseCase, UseCaseDeps } from '../useCase';
import { stateOf, tokenHashOf, UNKNOWN_INVITATION } from './invitations';
import { joinedMail } from './mails';

/**
 * The company domain's rules of acceptInvitation.do, the two ends of the join workflow (workflows/joinCompany.ts):
 * `acceptInvitation` checks the invitation and the caller and takes the invitation (the workflow then moves the
 * member, auth's row); after the workflow moved the member's own records (each by its domain) and deleted their old
 * (now empty) company, `closeOldCompany` tells the new company's admins. All in the workflow's one transaction, the
 * invitation row locked first, so of parallel accepts exactly one wins.
 */

const day = (date: Date) => date.toISOString().slice(0, 10);

const REFUSED_STATE = {
  used: () => 'This invitation has already been used. Ask an admin of the company for a new one if you still need to join.',
  revoked: () => 'This invitation was withdrawn by an admin of the company. Ask them for a new one if you still need to join.',
  expired: (expiresAt: Date) => `This invitation expired on ${day(expiresAt)}. Ask an admin of the company for a new one.`,
} as const;

/** Only a company's admins invite (with any role): the sender must still be one when the link is used. */
async function senderMayInvite(tx: Tx, sender: string | null, companyId: string): Promise<boolean> {
  if (!sender) return false;
  const row = await findMember(tx, sender, { companyId });
  return row?.companyRole === 'admin';
}

/** The caller's own company must hold only them: a member with colleagues leaves through an admin of that company. */
async function checkLeaving(tx: Tx, memberId: string, companyId: string, joining: string): Promise<void> {
  if (companyId === joining) throw new ApiError(RES.CONFLICT, 'You already belong to this company.');
  const others = await companyMembers(tx, companyId, { except: memberId });
  if (others.length > 0) {
    throw new ApiError(
      RES.CONFLICT,
      'You belong to another company with colleagues. An admin of that company must remove you before you can join this one.',
    );
  }
}

/** An accepted invitation: who joins which company from which, with what role, the join still to be closed. */
export interface Joining {
  /** The member's old company, whose records move to `to`. */
  from: string;
  to: string;
  role: CompanyRole;
  theme: ThemeName;
  nick: string;
}

/**
 * Locks the invitation, checks it (state, sender, staff, email) and the caller's old company (no colleagues),
 * and marks it used; the workflow then moves the member into the inviting company with the invited role (auth's row).
 */
export async function acceptInvitation(uc: UseCase, member: Member, token: string): Promise<Joining> {
  const { tx, now } = uc;
  const [invitation] = await tx.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, tokenHashOf(token))).for('update');
  if (!invitation) throw new ApiError(RES.NOT_FOUND, UNKNOWN_INVITATION);
  const state = stateOf(invitation, now);
  if (state !== 'valid') throw new ApiError(RES.CONFLICT, REFUSED_STATE[state](invitation.expiresAt));
  if (!(await senderMayInvite(tx, invitation.invitedBy, invitation.companyId))) throw new ApiError(RES.CONFLICT, REFUSED_STATE.revoked());
  if (member.role === 'staff') throw new ApiError(RES.FORBIDDEN, 'Staff accounts cannot join a company. Sign in with a buyer account.');
  if (member.email !== invitation.email) {
    throw new ApiError(
      RES.FORBIDDEN,
      `This invitation is for ${invitation.email}, but you are signed in as ${member.email}. Sign out and sign in (or register) with ${invitation.email}.`,
    );
  }
  const me = await findMember(tx, member.id, { lock: true });
  const oldCompany = me!.companyId!;
  await checkLeaving(tx, member.id, oldCompany, invitation.companyId);
  await tx.update(companyInvitations).set({ usedAt: now, usedBy: member.id }).where(eq(companyInvitations.id, invitation.id));
  return { from: oldCompany, to: invitation.companyId, role: invitation.role, theme: invitation.theme, nick: me!.nick };
}

/** The member's records have moved and their old company is gone: the new company's admins are told, the buyer reads the answer. */
export async function closeOldCompany(uc: UseCase, deps: Pick<UseCaseDeps, 'config'>, member: Member, joining: Joining): Promise<AcceptedInvitation> {
  const { tx } = uc;
  const company = await findCompany(tx, joining.to);
  const admins = await companyMembers(tx, joining.to, { admins: true, except: member.id });
  const mail = joinedMail(joining.theme, {
    who: joining.nick, email: member.email, role: joining.role, companyName: company?.name ?? null, link: `${deps.config.publicUrl}/company`,
  });
  for (const admin of admins) await uc.queueMail({ ...mail, to: admin.email });
  return { companyId: joining.to, companyName: company?.name ?? null, role: joining.role };
}
