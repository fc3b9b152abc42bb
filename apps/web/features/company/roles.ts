import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from '@sw/protocol';

/** What each role may do, in the words of the Company page and the join page. */
export const ROLE_HINTS: Record<CompanyRole, string> = {
  admin: 'Everything, plus colleagues, roles and the approval rule.',
  buyer: 'Cart, inquiries, quotations, orders and payments.',
  viewer: 'Reads everything of the company and downloads documents; changes nothing.',
};

export const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

export const roleLabel = (role: CompanyRole) => COMPANY_ROLE_LABELS[role];

export const sectionClass = 'rounded-[4px] border border-line bg-surface p-6 sm:p-8';
