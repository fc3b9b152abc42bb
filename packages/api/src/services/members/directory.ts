import { RES } from '@sw/protocol';
import type { z } from 'zod';
import type { setMemberDisabledSchema } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { loadMember } from '../auth';

/**
 * The console's rules for changing an account (setMemberDisabled.do, setMemberNetTerms.do): who may be changed and
 * when a change is refused. The members domain owns no table: the writes (auth's account, the audit row) are the
 * steps of workflows/memberAccounts.ts (workflows/steps/memberAccountWrites.ts), and the lists are read in auth
 * (members.do) and queries/staffPeople.ts.
 */

type DisableInput = z.output<typeof setMemberDisabledSchema>;

/** An account as these rules read it: its row with its company's facts. */
export type MemberToChange = Awaited<ReturnType<typeof loadMember>>;

/**
 * setMemberDisabled.do's refusals, the account's row locked: staff cannot disable themselves (the console would lock
 * out its last user); asking for the state the account is already in is refused (20009) so that a double click does
 * not write the trail twice.
 */
export async function checkMemberDisabled(tx: Tx, staff: Member, input: DisableInput): Promise<MemberToChange> {
  if (input.disabled && input.memberId === staff.id) throw new ApiError(RES.CONFLICT, 'You cannot disable your own account.');
  const row = await loadMember(tx, input.memberId, true);
  if (input.disabled === (row.disabledAt !== null)) {
    throw new ApiError(RES.CONFLICT, input.disabled ? `${row.email} is already disabled.` : `${row.email} is already enabled.`);
  }
  return row;
}

