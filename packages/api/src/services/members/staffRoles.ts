import { asc, eq, sql } from 'drizzle-orm';
import { RES, STAFF_ROLES, staffRolesAllow, type StaffCompanyView, type StaffMemberView, type StaffRole, type StaffTeamMember } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companies, members } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { writeAccountManager, writeStaffRoles } from '../auth';
import { runUseCase, type UseCaseDeps } from '../workflow';
import { companyView } from './companies';
import { loadMember, memberView } from './index';

/**
 * Staff roles and account managers (issue 53; docs/security.md, Staff roles): an administrator sets a staff
 * member's roles, a sales manager assigns a company's account manager. The call pipeline (callEndpoint.ts) has
 * already checked the caller's roles against the contract; these rules check the target.
 */

const roleOrder = sql`array_position(array[${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(', '))}]::text[], ${members.staffRoles}[1])`;

/** staff/staffTeam.do: every staff member with their roles, by their first role's rank (administrators first), then email. */
export async function staffTeam(db: Reader): Promise<StaffTeamMember[]> {
  const rows = await db
    .select({ memId: members.id, email: members.email, nick: members.nick, staffRoles: members.staffRoles, disabledAt: members.disabledAt })
    .from(members)
    .where(eq(members.role, 'staff'))
    .orderBy(sql`${roleOrder} desc nulls last`, asc(members.email));
  return rows.map(({ disabledAt, ...row }) => ({ ...row, disabled: disabledAt !== null }));
}

/** staff/setStaffRoles.do: a buyer's account has no staff roles (20009); nobody takes the administrator role from themselves (20009). */
export async function setStaffRoles(deps: UseCaseDeps, staff: Member, input: { memberId: string; roles: StaffRole[] }): Promise<StaffMemberView> {
  return runUseCase(deps, async (uc) => {
    const row = await loadMember(uc.tx, input.memberId, true);
    if (row.role !== 'staff') throw new ApiError(RES.CONFLICT, `${row.email} is a buyer's account: only staff accounts hold staff roles.`);
    if (row.id === staff.id && row.staffRoles.includes('administrator') && !input.roles.includes('administrator')) {
      throw new ApiError(RES.CONFLICT, 'You cannot take the administrator role from yourself: ask another administrator.');
    }
    const roles = STAFF_ROLES.filter((r) => input.roles.includes(r));
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

/**
 * staff/assignAccountManager.do: the manager must be an enabled staff member who may do sales' work (sales, sales
 * manager or administrator); unknown company 20004, anyone else 20009 with the reason.
 */
export async function assignAccountManager(
  deps: UseCaseDeps,
  staff: Member,
  input: { companyId: string; managerId: string | null },
): Promise<StaffCompanyView> {
  return runUseCase(deps, async (uc) => {
    const [company] = await uc.tx.select().from(companies).where(eq(companies.id, input.companyId)).for('update').limit(1);
    if (!company) throw notFound('This company');
    let managerEmail: string | null = null;
    if (input.managerId) {
      const [manager] = await uc.tx.select().from(members).where(eq(members.id, input.managerId)).limit(1);
      if (!manager || manager.role !== 'staff') throw new ApiError(RES.CONFLICT, 'An account manager is a member of the sales team: choose one from the list.');
      if (manager.disabledAt) throw new ApiError(RES.CONFLICT, `${manager.email} is disabled: choose an active sales person.`);
      if (!staffRolesAllow(manager.staffRoles, ['sales'])) {
        throw new ApiError(RES.CONFLICT, `${manager.email} does not hold the sales role: give them the role on the People screen first, or choose a sales person.`);
      }
      managerEmail = manager.email;
    }
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
