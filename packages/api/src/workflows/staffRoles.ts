import type { StaffCompanyView, StaffMemberView, StaffRole } from '@sw/protocol';
import type { Member } from '../lib/member';
import { companyView, memberView } from '../queries/staffPeople';
import { recordAudit } from '../services/audit';
import { writeAccountManager, writeStaffRoles } from '../services/auth';
import { checkAccountManager, checkStaffRoles } from '../services/members';
import { runUseCase, type UseCaseDeps } from '../services/useCase';

/** staff/setStaffRoles.do: the members domain's refusals, auth's row, the audit entry; answers the member's page. */
export function setStaffRoles(deps: UseCaseDeps, staff: Member, input: { memberId: string; roles: StaffRole[] }): Promise<StaffMemberView> {
  return runUseCase(deps, async (uc) => {
    const { row, roles } = await checkStaffRoles(uc.tx, staff, input);
    await writeStaffRoles(uc.tx, row.id, roles);
    await recordAudit(uc.tx, staff, {
      action: 'staff.roles',
      targetType: 'member',
      targetId: row.id,
      summary: `${row.email}: roles ${roles.join(', ')}`,
      before: { staffRoles: row.staffRoles },
      after: { staffRoles: roles },
    });
    return memberView(uc.tx, row.id, uc.now);
  });
}

/** staff/assignAccountManager.do: the company's account manager set (or cleared), with its audit entry; answers the company's page. */
export function assignAccountManager(deps: UseCaseDeps, staff: Member, input: { companyId: string; managerId: string | null }): Promise<StaffCompanyView> {
  return runUseCase(deps, async (uc) => {
    const { company, managerEmail } = await checkAccountManager(uc.tx, input);
    await writeAccountManager(uc.tx, company.id, input.managerId);
    await recordAudit(uc.tx, staff, {
      action: 'company.accountManager',
      targetType: 'company',
      targetId: company.id,
      summary: managerEmail ? `${company.name ?? 'Company'}: account manager ${managerEmail}` : `${company.name ?? 'Company'}: no account manager`,
      before: { accountManagerId: company.accountManagerId },
      after: { accountManagerId: input.managerId },
    });
    return companyView(uc.tx, company.id);
  });
}
