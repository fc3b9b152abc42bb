/**
 * Staff roles (issue 53; docs/security.md, Staff roles): what each member of the sales team may do. A member holds
 * one or more; every staff contract says the roles that may call it (`staffRoles` on the contract), and the back-end
 * refuses any other with 20013 before it reads the input. The administrator holds every role; the sales manager
 * holds everything sales may do (for every account) and its own rights on top. One role model serves negotiation's
 * manager approval (issue 52) and acting for a buyer (issue 53, part 3).
 */
export const STAFF_ROLES = ['sales', 'sales_manager', 'finance', 'production', 'catalogue', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  sales: 'Sales',
  sales_manager: 'Sales manager',
  finance: 'Finance',
  production: 'Production',
  catalogue: 'Catalogue',
  administrator: 'Administrator',
};

/** What each role is for, as the People screen explains it. */
export const STAFF_ROLE_HINTS: Record<StaffRole, string> = {
  sales: 'Inquiries, quotations, orders, messages and samples of their accounts.',
  sales_manager: 'Everything sales does, for every account; approves offers below the margin floor and assigns accounts.',
  finance: 'Payments, receipts, refunds, bank details, exchange and duty rates.',
  production: 'Proofs, production updates, shipments and their documents.',
  catalogue: 'Goods, categories, factories, compliance documents, price lists and search.',
  administrator: 'Staff members and their roles, site settings, and every role above.',
};

/** The roles a held role includes besides itself. */
const INCLUDES: Partial<Record<StaffRole, readonly StaffRole[]>> = {
  administrator: STAFF_ROLES,
  sales_manager: ['sales'],
};

/** Every role a member effectively holds: the ones given and the ones they include. */
export function effectiveStaffRoles(held: readonly StaffRole[]): Set<StaffRole> {
  const all = new Set<StaffRole>();
  for (const role of held) {
    all.add(role);
    for (const included of INCLUDES[role] ?? []) all.add(included);
  }
  return all;
}

/** Whether a member holding `held` may call a path that declares `allowed`. */
export function staffRolesAllow(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  const effective = effectiveStaffRoles(held);
  return allowed.some((role) => effective.has(role));
}

/** The refusal's message: names the roles that may, so the member knows whom to ask. */
export function staffRoleRefusal(allowed: readonly StaffRole[]): string {
  const names = allowed.filter((r) => r !== 'administrator').map((r) => STAFF_ROLE_LABELS[r]);
  const who = names.length ? `${names.join(', ')} or Administrator` : 'Administrator';
  return `Your staff role does not include this: it needs the role ${who}. Ask an administrator to add it on the People screen.`;
}

/** Whether a list of roles is one a member may hold: at least one, each known, none twice. */
export function isStaffRoleList(value: unknown): value is StaffRole[] {
  return Array.isArray(value) && value.length > 0 && new Set(value).size === value.length
    && value.every((r) => (STAFF_ROLES as readonly string[]).includes(r as string));
}
