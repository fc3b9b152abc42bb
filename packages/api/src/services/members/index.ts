import { RES, type StaffMemberSummary } from '@sw/protocol';
import type { z } from 'zod';
import type { setMemberDisabledSchema } from '@sw/protocol';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { createStaffAccount, endOpenSessions, loadMember, setAccountDisabled, toMemberSummary } from '../auth';
import type { Member } from '../../lib/member';
import { runUseCase, type UseCase, type UseCaseDeps } from '../workflow';

/**
 * The console's changes to an account (setMemberDisabled.do, setMemberNetTerms.do, addStaff.do), each with its audit
 * row. The account's page they answer with reads across domains: workflows/memberAccounts.ts adds it
 * (queries/staffPeople.ts), in the same transaction. The lists are read in auth (members.do) and queries/.
 */

type DisableInput = z.output<typeof setMemberDisabledSchema>;

/**
 * staff/setMemberDisabled.do, in the caller's use case. Disabling ends every open session in the same transaction
 * (each later call with one is refused: 25051501 with MSG.accountDisabled) and sign-in is refused (10022) until
 * enabled again. Staff cannot disable themselves (the console would lock out its last user); asking for the state the
 * account is already in is refused (20009) so that a double click does not write the trail twice.
 */
export async function changeMemberDisabled(uc: UseCase, staff: Member, input: DisableInput): Promise<void> {
  if (input.disabled && input.memberId === staff.id) throw new ApiError(RES.CONFLICT, 'You cannot disable your own account.');
  const row = await loadMember(uc.tx, input.memberId, true);
  if (input.disabled === (row.disabledAt !== null)) {
    throw new ApiError(RES.CONFLICT, input.disabled ? `${row.email} is already disabled.` : `${row.email} is already enabled.`);
  }
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

/** staff/addStaff.do: the shared rule of `npm run staff -- add`, recorded in the audit trail. */
export async function addStaff(deps: UseCaseDeps, staff: Member, input: { email: string; pwd: string }): Promise<StaffMemberSummary> {
  return runUseCase(deps, async (uc) => {
    const row = await createStaffAccount(uc.tx, input.email, input.pwd, uc.now);
    await recordAudit(uc.tx, staff, {
      action: 'staff.add',
      targetType: 'member',
      targetId: row.id,
      summary: `Staff account ${row.email} added`,
      before: null,
      after: { email: row.email, role: 'staff' },
    });
    return toMemberSummary(await loadMember(uc.tx, row.id));
  });
}


export { changeMemberNetTerms } from './netTerms';
// The accounts' staff reads moved to their owner (auth, issue 50); the names stay here for the queries that use them.
export { documentBuyerOf, memberIdsWhere, memberSearch, staffBuyersOf } from '../auth';
