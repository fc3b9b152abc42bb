import { API } from '../paths';
import { answer, contract } from '../contract';
import { noInput } from './noInput';
import {
  accessRequestsSchema, addStaffSchema, companiesSchema, companyRefSchema, auditTrailSchema, decideAccessSchema, handleLeadSchema, leadsSchema, memberRefSchema,
  membersSchema, setMemberDisabledSchema, setStaffRolesSchema, assignAccountManagerSchema,
} from '../schemas/staffPeople';
import type { Page } from '../types/page';
import type {
  AccessRequestPage, AccessRequestView, AuditTrailPage, LeadPage, LeadView, StaffCompanySummary, StaffCompanyView, StaffMemberSummary,
  StaffMemberView, StaffTeamMember,
} from '../types/staffPeople';

/**
 * The console's people part (staff/): new-design access, contact leads, members, staff accounts and the audit
 * trail. Staff sessions only: a buyer is refused with 20003, a visitor with 21008. Every change is recorded in the
 * audit trail in the same transaction.
 */

/** Access requests with the member's company information; waiting ones first (oldest first). */
export const accessRequests = contract({
  path: API.staff.accessRequests, access: 'staff', staffRoles: ['sales'], input: accessRequestsSchema, answer: answer<AccessRequestPage>(),
});

/** Approve (auditFlag 2) or flag a problem (auditFlag 3, the message is emailed); the buyer's next page load follows. */
export const decideAccess = contract({
  path: API.staff.decideAccess, access: 'staff', staffRoles: ['sales'], input: decideAccessSchema, answer: answer<AccessRequestView>(),
});

/** The contact form's entries (addContact.do), newest first. */
export const leads = contract({ path: API.staff.leads, access: 'staff', staffRoles: ['sales'], input: leadsSchema, answer: answer<LeadPage>() });

/** Marks a lead handled with a note, or open again. */
export const handleLead = contract({ path: API.staff.handleLead, access: 'staff', staffRoles: ['sales'], input: handleLeadSchema, answer: answer<LeadView>() });

/** Accounts, newest first, searched by email, name, company and country. */
export const members = contract({ path: API.staff.members, access: 'staff', staffRoles: ['sales', 'finance'], input: membersSchema, answer: answer<Page<StaffMemberSummary>>() });

/** One account with its inquiries, orders and access requests. */
export const memberView = contract({ path: API.staff.memberView, access: 'staff', staffRoles: ['sales', 'finance'], account: 'memberId', input: memberRefSchema, answer: answer<StaffMemberView>() });

/** Disables an account (its sessions end at once, sign-in is refused) or enables it again. */
export const setMemberDisabled = contract({
  path: API.staff.setMemberDisabled, access: 'staff', staffRoles: ['administrator'], input: setMemberDisabledSchema, answer: answer<StaffMemberView>(),
});

/** Adds a staff account (the same rule as `npm run staff -- add`). */
export const addStaff = contract({ path: API.staff.addStaff, access: 'staff', staffRoles: ['administrator'], input: addStaffSchema, answer: answer<StaffMemberSummary>() });

/** Staff changes, newest first, with filters. */
export const auditTrail = contract({ path: API.staff.auditTrail, access: 'staff', staffRoles: ['administrator'], input: auditTrailSchema, answer: answer<AuditTrailPage>() });

/** Companies, newest first, searched by company name or a colleague's email or name, filtered by country. */
export const companies = contract({
  path: API.staff.companies, access: 'staff', staffRoles: ['sales', 'finance'], input: companiesSchema, answer: answer<Page<StaffCompanySummary>>(),
});

/** One company: information, access, people and roles, inquiries, orders and payments (unknown: 20004). */
export const companyView = contract({
  path: API.staff.companyView, access: 'staff', staffRoles: ['sales', 'finance'], account: 'companyId', input: companyRefSchema, answer: answer<StaffCompanyView>(),
});

/** Replaces a staff member's roles; an administrator cannot take the role from themselves (20009). */
export const setStaffRoles = contract({
  path: API.staff.setStaffRoles, access: 'staff', staffRoles: ['administrator'], input: setStaffRolesSchema, answer: answer<StaffMemberView>(),
});

/** The staff members with their roles, administrators first: the People screen and the account-manager picker. */
export const staffTeam = contract({ path: API.staff.staffTeam, access: 'staff', staffRoles: ['sales', 'finance'], input: noInput, answer: answer<StaffTeamMember[]>() });

/** Assigns a company's account manager (a staff member with the sales role), or none; a sales manager's path. */
export const assignAccountManager = contract({
  path: API.staff.assignAccountManager, access: 'staff', staffRoles: ['sales_manager'], input: assignAccountManagerSchema, answer: answer<StaffCompanyView>(),
});
