import { toMinor, type Colleague, type CompanyRole, type CompanySettings } from '@sw/protocol';
import type { Reader } from '../db/client';
import { notFound } from '../lib/errors';
import type { CompanyMember } from '../lib/member';
import { setCompanyRole, setCompanySettings } from '../services/auth';
import { checkRemoval, checkRoleChange, colleagueRemoved, companySettingsOf, roleChanged } from '../services/company';
import type { ThemeName } from '../services/mail';
import { runUseCase, type UseCaseDeps } from '../services/useCase';
import { moveRemovedColleague } from './steps/colleagueAccountWrites';

/**
 * An admin's changes to the Company page's people and settings: the company domain refuses what may not be done and
 * keeps its invitations and mails; the account and company rows they change are auth's, written here.
 */

/** changeColleagueRole.do. */
export function changeColleagueRole(deps: UseCaseDeps, admin: CompanyMember, memId: string, role: CompanyRole): Promise<Colleague> {
  return runUseCase(deps, async (uc) => {
    await checkRoleChange(uc.tx, admin, memId, role);
    await setCompanyRole(uc.tx, memId, role);
    return roleChanged(uc, admin, memId, role);
  });
}

/** removeColleague.do: they get a fresh, empty company of their own; what they placed or wrote stays with the company. */
export function removeColleague(deps: UseCaseDeps, admin: CompanyMember, memId: string, theme: ThemeName): Promise<{ memId: string }> {
  return runUseCase(deps, async (uc) => {
    const colleague = await checkRemoval(uc.tx, admin, memId);
    await moveRemovedColleague(uc, memId);
    await colleagueRemoved(uc, admin, colleague, theme);
    return { memId };
  });
}

/** companySettings.do: the approval amount and the admins' copies, on the company's row. */
export async function saveCompanySettings(db: Reader, admin: CompanyMember, input: CompanySettings): Promise<CompanySettings> {
  const row = await setCompanySettings(db, admin.companyId, {
    approvalThreshold: input.approvalThreshold === null ? null : toMinor(input.approvalThreshold),
    copyAdmins: input.copyAdmins,
  });
  if (!row) throw notFound('Your company');
  return companySettingsOf(row);
}
