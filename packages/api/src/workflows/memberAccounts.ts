import type { StaffRole } from '@sw/protocol';
import type { StaffMemberSummary, StaffMemberView } from '@sw/protocol';
import type { z } from 'zod';
import type { setMemberDisabledSchema } from '@sw/protocol';
import { securityEvent } from '../lib/log';
import type { Member } from '../lib/member';
import { memberView } from '../queries/staffPeople';
import { loadMember, toMemberSummary } from '../services/auth';
import { checkMemberDisabled, checkMemberNetTerms } from '../services/members';
import { runUseCase, type UseCaseDeps } from '../services/useCase';
import { writeAccountDisabled, writeNetTerms, writeStaffAccount } from './steps/memberAccountWrites';

/**
 * The console's changes to an account, each one use case: the members domain's rules refuse what may not be done,
 * the steps write the account (auth's rows) and the audit trail, and the answer is read in the same transaction:
 * the account's page (inquiries, orders, access requests, sessions: a read across domains, queries/staffPeople.ts).
 */

/** staff/setMemberDisabled.do; the security log says it once the change is committed. */
export async function setMemberDisabled(deps: UseCaseDeps, staff: Member, input: z.output<typeof setMemberDisabledSchema>): Promise<StaffMemberView> {
  const view = await runUseCase(deps, async (uc) => {
    const row = await checkMemberDisabled(uc.tx, staff, input);
    await writeAccountDisabled(uc, staff, row, input);
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
    const row = await checkMemberNetTerms(uc.tx, input);
    await writeNetTerms(uc, staff, row, input.netTerms);
    return memberView(uc.tx, input.memberId, uc.now);
  });
}

/** staff/addStaff.do. */
export function addStaff(deps: UseCaseDeps, staff: Member, input: { email: string; pwd: string; roles?: StaffRole[] }): Promise<StaffMemberSummary> {
  return runUseCase(deps, async (uc) => {
    const row = await writeStaffAccount(uc, staff, input);
    return toMemberSummary(await loadMember(uc.tx, row.id));
  });
}
