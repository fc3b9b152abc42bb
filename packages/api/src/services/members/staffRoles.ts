import { RES, STAFF_ROLES, staffRolesAllow, type StaffRole } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { findCompany, findMember, loadMember, type CompanyRow } from '../auth';

/**
 * Staff roles and account managers (issue 53; docs/security.md, Staff roles): the refusals about the target. The call
 * pipeline (callEndpoint.ts) has already checked the caller's roles against the contract; the writes are the
 * workflow's (workflows/staffRoles.ts).
 */

/** staff/setStaffRoles.do: a buyer's account has no staff roles (20009); nobody takes the administrator role from themselves (20009). */
export async function checkStaffRoles(tx: Tx, staff: Member, input: { memberId: string; roles: StaffRole[] }) {
  const row = await loadMember(tx, input.memberId, true);
  if (row.role !== 'staff') throw new ApiError(RES.CONFLICT, `${row.email} is a buyer's account: only staff accounts hold staff roles.`);
  if (row.id === staff.id && row.staffRoles.includes('administrator') && !input.roles.includes('administrator')) {
    throw new ApiError(RES.CONFLICT, 'You cannot take the administrator role from yourself: ask another administrator.');
  }
  return { row, roles: STAFF_ROLES.filter((r) => input.roles.includes(r)) };
}

/**
 * staff/assignAccountManager.do: the manager must be an enabled staff member who may do sales' work (sales, sales
 * manager or administrator); unknown company 20004, anyone else 20009 with the reason.
 */
export async function checkAccountManager(tx: Tx, input: { companyId: string; managerId: string | null }): Promise<{ company: CompanyRow; managerEmail: string | null }> {
  const company = await findCompany(tx, input.companyId, { lock: true });
  if (!company) throw notFound('This company');
  if (!input.managerId) return { company, managerEmail: null };
  const manager = await findMember(tx, input.managerId);
  if (!manager || manager.role !== 'staff') throw new ApiError(RES.CONFLICT, 'An account manager is a member of the sales team: choose one from the list.');
  if (manager.disabledAt) throw new ApiError(RES.CONFLICT, `${manager.email} is disabled: choose an active sales person.`);
  if (!staffRolesAllow(manager.staffRoles, ['sales'])) {
    throw new ApiError(RES.CONFLICT, `${manager.email} does not hold the sales role: give them the role on the People screen first, or choose a sales person.`);
  }
  return { company, managerEmail: manager.email };
}
