import {
  acting, compliance, integration, payments, reorder, sampleCredit, samples, staffCatalog, staffInquiry, staffMail, staffOrder, staffPeople, staffSearch,
  staffMargin, staffPriceLists, staffRolesAllow, tradeTerms, type StaffRole,
} from '@sw/protocol';

/**
 * Which staff roles open each console screen (docs/security.md, Staff roles): the roles of the contract the
 * screen is read with, so the nav, the page guard (requireStaff) and the back-end say the same. A screen's writes
 * may ask for more (finance reads an order, production posts its proofs); the back-end refuses those with 20013.
 */
export const CONSOLE_SCREENS: { href: string; roles: readonly StaffRole[] }[] = [
  { href: '/admin/inquiries', roles: staffInquiry.inquiryQueue.staffRoles! },
  { href: '/admin/approvals', roles: staffMargin.approvals.staffRoles! },
  { href: '/admin/orders', roles: staffOrder.orderQueue.staffRoles! },
  { href: '/admin/payments', roles: payments.paymentInstructions.staffRoles! },
  { href: '/admin/samples', roles: samples.sampleSettings.staffRoles! },
  { href: '/admin/sample-conversion', roles: sampleCredit.sampleConversion.staffRoles! },
  { href: '/admin/reorders', roles: reorder.dueToReorder.staffRoles! },
  { href: '/admin/catalog', roles: staffCatalog.goodsList.staffRoles! },
  { href: '/admin/search', roles: staffSearch.synonyms.staffRoles! },
  { href: '/admin/compliance', roles: compliance.complianceLibrary.staffRoles! },
  { href: '/admin/rates', roles: tradeTerms.dutyRates.staffRoles! },
  { href: '/admin/price-lists', roles: staffPriceLists.priceLists.staffRoles! },
  { href: '/admin/margins', roles: staffMargin.marginSettings.staffRoles! },
  { href: '/admin/access', roles: staffPeople.accessRequests.staffRoles! },
  { href: '/admin/leads', roles: staffPeople.leads.staffRoles! },
  { href: '/admin/companies', roles: staffPeople.companies.staffRoles! },
  { href: '/admin/acting', roles: acting.startActing.staffRoles! },
  { href: '/admin/members', roles: staffPeople.members.staffRoles! },
  { href: '/admin/mail', roles: staffMail.mailOutbox.staffRoles! },
  { href: '/admin/audit', roles: staffPeople.auditTrail.staffRoles! },
  { href: '/admin/integration', roles: integration.staffEndpoints.staffRoles! },
];

/** The screen a console path belongs to (its longest matching section), or null (the console's home). */
export function screenOf(pathname: string) {
  const path = pathname.split('?')[0]!.replace(/\/+$/, '');
  return CONSOLE_SCREENS.filter((s) => path === s.href || path.startsWith(`${s.href}/`)).sort((a, b) => b.href.length - a.href.length)[0] ?? null;
}

/** Whether a member holding `held` may open the screen at `pathname` (the console's home: yes). */
export function mayOpenScreen(held: readonly StaffRole[], pathname: string): boolean {
  const screen = screenOf(pathname);
  return !screen || staffRolesAllow(held, screen.roles);
}

/** Where /admin leads a member: the first screen their roles open. */
export function firstScreen(held: readonly StaffRole[]): string | null {
  return CONSOLE_SCREENS.find((s) => staffRolesAllow(held, s.roles))?.href ?? null;
}
