import type { StaffMemberView } from '@sw/protocol';
import type { z } from 'zod';
import type { setMemberDisabledSchema } from '@sw/protocol';
import { securityEvent } from '../lib/log';
import type { Member } from '../lib/member';
import { memberView } from '../queries/staffPeople';
import { changeMemberDisabled, changeMemberNetTerms } from '../services/members';
import { runUseCase, type UseCaseDeps } from '../services/workflow';

/**
 * The console's changes to an account that answer with the account's page: the members domain changes it, and the
 * page (inquiries, orders, access requests, sessions: a read across domains, queries/staffPeople.ts) is read in the
 * same transaction, so the answer is what was committed.
 */

/** staff/setMemberDisabled.do; the security log says it once the change is committed. */
export async function setMemberDisabled(deps: UseCaseDeps, staff: Member, input: z.output<typeof setMemberDisabledSchema>): Promise<StaffMemberView> {
  const view = await runUseCase(deps, async (uc) => {
    await changeMemberDisabled(uc, staff, input);
    return memberView(uc.tx, input.memberId, uc.now);
  });
  securityEvent(deps.log, {
    event: input.disabled ? 'account.disabled' : 'account.enabled',
    result: 'ok',
    reason: `by staff ${staff.id}`,
    memberId: input.memberId,
  });
  return view;
}

/** staff/setMemberNetTerms.do. */
export function setMemberNetTerms(deps: UseCaseDeps, staff: Member, input: { memberId: string; netTerms: boolean }): Promise<StaffMemberView> {
  return runUseCase(deps, async (uc) => {
    await changeMemberNetTerms(uc, staff, input);
    return memberView(uc.tx, input.memberId, uc.now);
  });
}
