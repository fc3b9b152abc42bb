import { z } from '../z';
import { STAFF_ROLES, type StaffRole } from '../staffRoles';
import { emailField, hashedPasswordField } from './auth';
import { idField, optional, text, wholeNumber } from './fields';
import { dayField } from './formats';

/**
 * Inputs of the console's people part (staff/): new-design access requests, contact leads, members, staff
 * accounts and the audit trail. List filters arrive from the console's URL query as well, so numbers may be
 * strings and blanks mean "not given".
 */
export const PEOPLE_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  /** The message to a buyer whose access request has a problem (emailed as typed). */
  maxAccessMessage: 1000,
  maxLeadNote: 1000,
  maxDisableReason: 300,
  maxKeyword: 100,
} as const;

const page = {
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, PEOPLE_LIMITS.maxPageSize)),
};
const keyword = () => optional(text(PEOPLE_LIMITS.maxKeyword));
const isoDay = () => optional(dayField('a date'));
const countryCode = () =>
  optional(z.string({ error: 'Please choose a country.' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'Please choose a country.' }));
export const memberIdField = () => z.uuid({ error: 'Please choose a member.' });

// ---- new-design access ----

/** Which requests: waiting for a decision (the default), approved, flagged with a problem, or all. */
export const ACCESS_REQUEST_STATES = ['waiting', 'approved', 'problem', 'all'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];

/** staff/accessRequests.do. `keyword`: email, name or company words. Waiting requests oldest first, decided newest first. */
export const accessRequestsSchema = z.object({
  state: optional(z.enum(ACCESS_REQUEST_STATES, { error: 'Please choose waiting, approved, problem or all.' })),
  keyword: keyword(),
  ...page,
});

/**
 * staff/decideAccess.do: approve (auditFlag 2) or flag a problem with the company information (auditFlag 3) with a
 * message the buyer gets by email. A request already decided the same way is refused (20009).
 */
export const decideAccessSchema = z
  .object({
    requestId: idField('Please choose an access request.'),
    decision: z.enum(['approve', 'problem'], { error: 'Please choose approve or problem.' }),
    message: optional(text(PEOPLE_LIMITS.maxAccessMessage)),
  })
  .refine((input) => input.decision !== 'problem' || Boolean(input.message), {
    error: 'Please tell the buyer what is wrong with the company information.',
    path: ['message'],
  });

// ---- contact leads ----

export const LEAD_STATES = ['open', 'handled', 'all'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** staff/leads.do: newest first. `keyword`: name, email, company or message words. */
export const leadsSchema = z.object({
  state: optional(z.enum(LEAD_STATES, { error: 'Please choose open, handled or all.' })),
  keyword: keyword(),
  country: countryCode(),
  ...page,
});

/** staff/handleLead.do: marks a lead handled (with a note of what was done) or open again. */
export const handleLeadSchema = z.object({
  leadId: idField('Please choose a lead.'),
  handled: z.boolean({ error: 'Please say whether the lead is handled.' }),
  note: optional(text(PEOPLE_LIMITS.maxLeadNote)),
});

// ---- members and staff accounts ----

export const MEMBER_ROLES = ['buyer', 'staff'] as const;
export const MEMBER_STATES = ['active', 'disabled'] as const;
/** The members list's order: newest (the default) or oldest first, or by email or company (A to Z). */
export const MEMBER_SORTS = ['newest', 'oldest', 'email', 'company'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** staff/members.do. `keyword`: words of the email, name, contact name or company (prefixes). */
export const membersSchema = z.object({
  sort: optional(z.enum(MEMBER_SORTS, { error: 'Please choose newest, oldest, email or company.' })),
  keyword: keyword(),
  country: countryCode(),
  role: optional(z.enum(MEMBER_ROLES, { error: 'Please choose buyer or staff.' })),
  state: optional(z.enum(MEMBER_STATES, { error: 'Please choose active or disabled.' })),
  ...page,
});

export const memberRefSchema = z.object({ memberId: memberIdField() });

/**
 * staff/setMemberDisabled.do: disabling ends every session of the member at once and refuses sign-in from then on;
 * enabling lets the member sign in again. A staff member cannot disable their own account.
 */
export const setMemberDisabledSchema = z.object({
  memberId: memberIdField(),
  disabled: z.boolean({ error: 'Please say whether to disable or enable the account.' }),
  reason: optional(text(PEOPLE_LIMITS.maxDisableReason)),
});

/** At least one role, each from the list, none twice (docs/security.md, Staff roles). */
const staffRoleList = z
  .array(z.enum(STAFF_ROLES, { error: 'Please choose roles from the list.' }), { error: 'Please choose the roles.' })
  .min(1, { error: 'Please choose at least one role.' })
  .max(STAFF_ROLES.length)
  .refine((roles: StaffRole[]) => new Set(roles).size === roles.length, { error: 'Each role once, please.' });

/**
 * staff/addStaff.do: a staff account with a first password, sent as the sign-in dialog sends one
 * (hashPassword(email, password)); the console checks the typed password's rules before hashing it.
 */
export const addStaffSchema = z.object({ email: emailField, pwd: hashedPasswordField, roles: optional(staffRoleList) });

/** staff/setStaffRoles.do: a staff member's roles, replaced as a whole (an administrator's path). */
export const setStaffRolesSchema = z.object({ memberId: memberIdField(), roles: staffRoleList });

/** staff/assignAccountManager.do: the company's account manager, a staff member with the sales role; null: none. */
export const assignAccountManagerSchema = z.object({
  companyId: z.uuid({ error: 'Please choose a company.' }),
  managerId: z.uuid({ error: 'Please choose a sales person.' }).nullable(),
});

// ---- the audit trail ----

/** staff/auditTrail.do: newest first; dates are days (UTC), both ends included. */
export const auditTrailSchema = z.object({
  staffId: optional(memberIdField()),
  action: optional(text(60).regex(/^[a-z][a-zA-Z.]*$/, { error: 'Please choose an action from the list.' })),
  targetType: optional(text(40).regex(/^[a-z][a-zA-Z]*$/, { error: 'Please choose a target type from the list.' })),
  targetId: optional(text(80)),
  from: isoDay(),
  to: isoDay(),
  ...page,
});

export type AccessRequestsInput = z.input<typeof accessRequestsSchema>;
export type LeadsInput = z.input<typeof leadsSchema>;
export type MembersInput = z.input<typeof membersSchema>;
export type AuditTrailInput = z.input<typeof auditTrailSchema>;

// ---- companies ----

/** The companies list's order: newest (the default) or oldest first, or by name (A to Z). */
export const COMPANY_SORTS = ['newest', 'oldest', 'name'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** staff/companies.do. `keyword`: words of the company name or contact, or of a colleague's email or name (prefixes). */
export const companiesSchema = z.object({
  sort: optional(z.enum(COMPANY_SORTS, { error: 'Please choose newest, oldest or name.' })),
  keyword: keyword(),
  country: countryCode(),
  ...page,
});

/** staff/companyView.do. */
export const companyRefSchema = z.object({ companyId: z.uuid({ error: 'Please choose a company.' }) });

export type CompaniesInput = z.input<typeof companiesSchema>;
