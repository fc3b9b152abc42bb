import { and, eq, ne, sql } from 'drizzle-orm';
import { RES, type AcceptedInvitation } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { addresses, companies, companyInvitations, inquiries, members, newDesignRequests, orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { runUseCase, type UseCaseDeps } from '../workflow';
import { stateOf, tokenHashOf, UNKNOWN_INVITATION } from './invitations';
import { joinedMail } from './mails';

/**
 * acceptInvitation.do: the signed-in buyer joins the inviting company with the invited role, bringing their own
 * inquiries, orders, addresses and new-design requests; their old (now empty) company goes. All in one transaction,
 * the invitation row locked first, so of parallel accepts exactly one wins.
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
  const [row] = await tx.select({ role: members.companyRole }).from(members).where(and(eq(members.id, sender), eq(members.companyId, companyId)));
  return row?.role === 'admin';
}

/** The caller's own company must hold only them: a member with colleagues leaves through an admin of that company. */
async function checkLeaving(tx: Tx, memberId: string, companyId: string, joining: string): Promise<void> {
  if (companyId === joining) throw new ApiError(RES.CONFLICT, 'You already belong to this company.');
  const [others] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.companyId, companyId), ne(members.id, memberId)));
  if ((others?.count ?? 0) > 0) {
    throw new ApiError(
      RES.CONFLICT,
      'You belong to another company with colleagues. An admin of that company must remove you before you can join this one.',
    );
  }
}

/** Moves every record of the member's own company into `to`; moved addresses do not take over the default. */
async function moveRecords(tx: Tx, from: string, to: string): Promise<void> {
  await tx.update(inquiries).set({ companyId: to }).where(eq(inquiries.companyId, from));
  await tx.update(orders).set({ companyId: to }).where(eq(orders.companyId, from));
  await tx.update(newDesignRequests).set({ companyId: to }).where(eq(newDesignRequests.companyId, from));
  const [hasDefault] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, to), eq(addresses.isDefault, true)))
    .limit(1);
  await tx.update(addresses).set(hasDefault ? { companyId: to, isDefault: false } : { companyId: to }).where(eq(addresses.companyId, from));
}

export async function acceptInvitation(deps: UseCaseDeps, member: Member, token: string): Promise<AcceptedInvitation> {
  return runUseCase(deps, async (uc) => {
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
    const [me] = await tx.select({ companyId: members.companyId, nick: members.nick }).from(members).where(eq(members.id, member.id)).for('update');
    const oldCompany = me!.companyId!;
    await checkLeaving(tx, member.id, oldCompany, invitation.companyId);
    await tx.update(companyInvitations).set({ usedAt: now, usedBy: member.id }).where(eq(companyInvitations.id, invitation.id));
    await tx.update(members).set({ companyId: invitation.companyId, companyRole: invitation.role }).where(eq(members.id, member.id));
    await moveRecords(tx, oldCompany, invitation.companyId);
    await tx.delete(companies).where(eq(companies.id, oldCompany));
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, invitation.companyId));
    const admins = await tx
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.companyId, invitation.companyId), eq(members.companyRole, 'admin'), ne(members.id, member.id)));
    const mail = joinedMail(invitation.theme, {
      who: me!.nick, email: member.email, role: invitation.role, companyName: company?.name ?? null, link: `${deps.config.publicUrl}/company`,
    });
    for (const admin of admins) await uc.queueMail({ ...mail, to: admin.email });
    return { companyId: invitation.companyId, companyName: company?.name ?? null, role: invitation.role };
  });
}

