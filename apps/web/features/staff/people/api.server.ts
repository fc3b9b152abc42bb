import { notFound } from 'next/navigation';
import { errorCode, RES, staffPeople, type InputOf } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '../api.server';

/** The console's people loaders: each lets only staff through (a 404 for anyone else) before calling. */
export async function loadAccessRequests(input: InputOf<typeof staffPeople.accessRequests>) {
  await requireStaff();
  return memberCall(staffPeople.accessRequests, input);
}

export async function loadLeads(input: InputOf<typeof staffPeople.leads>) {
  await requireStaff();
  return memberCall(staffPeople.leads, input);
}

export async function loadMembers(input: InputOf<typeof staffPeople.members>) {
  await requireStaff();
  return memberCall(staffPeople.members, input);
}

/** One member; an unknown or malformed id is the console's 404. */
export async function loadMember(memberId: string) {
  await requireStaff();
  const result = await memberCall(staffPeople.memberView, { memberId });
  if (!result.ok) {
    const code = errorCode(result);
    if (code === RES.NOT_FOUND || code === RES.INVALID_PARAMS) notFound();
  }
  return result;
}

export async function loadAuditTrail(input: InputOf<typeof staffPeople.auditTrail>) {
  await requireStaff();
  return memberCall(staffPeople.auditTrail, input);
}

/** The staff members with their roles (the account-manager picker). */
export async function loadStaffTeam() {
  await requireStaff();
  return memberCall(staffPeople.staffTeam);
}

export async function loadCompanies(input: InputOf<typeof staffPeople.companies>) {
  await requireStaff();
  return memberCall(staffPeople.companies, input);
}

/** One company; an unknown or malformed id is the console's 404. */
export async function loadCompany(companyId: string) {
  await requireStaff();
  const result = await memberCall(staffPeople.companyView, { companyId });
  if (!result.ok) {
    const code = errorCode(result);
    if (code === RES.NOT_FOUND || code === RES.INVALID_PARAMS) notFound();
  }
  return result;
}
