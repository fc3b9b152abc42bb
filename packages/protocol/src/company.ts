/**
 * Company accounts: every buyer belongs to one company, with one of three roles. A member path's contract says
 * the least role it needs (`role` on the contract, 'buyer' when not said); the back-end refuses a lower one with
 * 20011 before the handler runs, and the roles table in docs/security.md is made from the same rule.
 */
export const COMPANY_ROLES = ['admin', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** How much each role may do: a role may call every path that needs its rank or a lower one. */
export const COMPANY_ROLE_RANK: Record<CompanyRole, number> = { viewer: 0, buyer: 1, admin: 2 };

export function roleAllows(role: CompanyRole, needed: CompanyRole): boolean {
  return COMPANY_ROLE_RANK[role] >= COMPANY_ROLE_RANK[needed];
}

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: 'Admin', buyer: 'Buyer', viewer: 'Viewer' };

/** What a refusal by role says, per role that was too low. */
export const ROLE_REFUSALS: Record<Exclude<CompanyRole, 'admin'>, string> = {
  viewer: 'Your role in the company is Viewer: you can read and download, but not change anything. Ask an admin of your company for the Buyer role.',
  buyer: 'Only an admin of your company can do this.',
};
