import type { StaffRole } from '@sw/protocol';
import { createStaffAccount, endOpenSessions, type MemberRow, setAccountDisabled, setNetTerms } from '../../services/auth';
import { recordAudit } from '../../services/audit';
import type { Member } from '../../lib/member';
import type { UseCase } from '../../services/useCase';

/** The writes of the console's changes to an account (workflows/memberAccounts.ts): auth's account rows and the audit trail. */

/**
 * Disables (ending every open session in the same transaction: each later call with one is refused, 25051501 with
 * MSG.accountDisabled, and sign-in is refused, 10022) or enables the account; with its audit row.
 */
export async function writeAccountDisabled(
  uc: UseCase,
  staff: Member,
  row: Pick<MemberRow, 'id' | 'email' | 'disabledAt' | 'disabledReason'>,
  input: { disabled: boolean; reason?: string | null },
): Promise<void> {
  const reason = input.disabled ? (input.reason ?? null) : null;
  const ended = input.disabled ? await endOpenSessions(uc.tx, row.id, uc.now) : 0;
  await setAccountDisabled(uc.tx, row.id, input.disabled ? uc.now : null, reason);
  await recordAudit(uc.tx, staff, {
    action: input.disabled ? 'member.disable' : 'member.enable',
    targetType: 'member',
    targetId: row.id,
    summary: input.disabled
      ? `${row.email} disabled${reason ? `: ${reason}` : ''} (${ended} open session${ended === 1 ? '' : 's'} ended)`
      : `${row.email} enabled again`,
    before: { disabled: row.disabledAt !== null, disabledReason: row.disabledReason },
    after: { disabled: input.disabled, disabledReason: reason, ...(input.disabled ? { sessionsEnded: ended } : {}) },
  });
}

/** Marks the buyer for net terms, or takes the mark away; with its audit row. */
export async function writeNetTerms(uc: UseCase, staff: Member, row: Pick<MemberRow, 'id' | 'email' | 'netTerms'>, netTerms: boolean): Promise<void> {
  await setNetTerms(uc.tx, row.id, netTerms);
  await recordAudit(uc.tx, staff, {
    action: 'member.netTerms',
    targetType: 'member',
    targetId: row.id,
    summary: `${row.email} ${netTerms ? 'may now be offered net terms' : 'is no longer offered net terms'}`,
    before: { netTerms: row.netTerms },
    after: { netTerms },
  });
}

/** A staff account (the shared rule of `npm run staff -- add`), recorded in the audit trail. */
export async function writeStaffAccount(uc: UseCase, staff: Member, input: { email: string; pwd: string; roles?: StaffRole[] }): Promise<{ id: string }> {
  const row = await createStaffAccount(uc.tx, input.email, input.pwd, uc.now, input.roles);
  await recordAudit(uc.tx, staff, {
    action: 'staff.add',
    targetType: 'member',
    targetId: row.id,
    summary: `Staff account ${row.email} added`,
    before: null,
    after: { email: row.email, role: 'staff', staffRoles: row.staffRoles },
  });
  return row;
}
