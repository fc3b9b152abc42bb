import { API } from './paths';
import { z } from './z';
import { effectiveStaffRoles, type StaffRole } from './staffRoles';
import { optional, text } from './schemas/fields';
import { emailField } from './schemas/auth';

/**
 * Acting for a buyer with the buyer's consent (issue 53, part 3; docs/security.md, Acting for a buyer). A sales person
 * uses the storefront as a member of a company while a consent of that company is live: a standing grant of a company
 * admin (30 or 90 days, naming the sales person) or a one-off 6-digit code the member reads out (10 minutes, once).
 * The session ends by itself after 30 minutes without a call. These are the rules both ends share.
 */
export const ACTING_LIMITS = {
  idleMs: 30 * 60_000,
  codeTtlMs: 10 * 60_000,
  /** Wrong codes entered for one company before its open codes are void (the buyer makes a new one). */
  maxCodeTries: 5,
  consentDays: [30, 90] as const,
  maxNote: 300,
  logPageSize: 50,
} as const;

export const ACTING_REASONS = ['phone', 'whatsapp', 'trade_fair', 'support'] as const;
export type ActingReason = (typeof ACTING_REASONS)[number];
export const ACTING_REASON_LABELS: Record<ActingReason, string> = {
  phone: 'phone order',
  whatsapp: 'WhatsApp order',
  trade_fair: 'trade fair',
  support: 'support',
};

/**
 * Member paths never called while acting, whatever the buyer's company role: the password and email, the company's
 * members, approving the company's own orders and proofs, payment notices, bank-facing data and webhooks, and the
 * consent itself (staff never grant consent). Kept in one list so a review reads every blocked path at once.
 */
export const REFUSED_WHILE_ACTING: ReadonlySet<string> = new Set([
  API.base.changePwd2, API.base.sendConfirmMail, API.base.confirmEmail, API.base.completeInformation,
  API.company.inviteColleague, API.company.revokeInvitation, API.company.changeColleagueRole, API.company.removeColleague,
  API.company.companySettings, API.company.acceptInvitation,
  API.erp.approveOrder, API.erp.rejectOrder, API.erp.approveProof, API.erp.requestProofChanges, API.erp.sendPaymentNotice,
  API.integration.createEndpoint, API.integration.updateEndpoint, API.integration.deleteEndpoint,
  API.integration.replayDelivery, API.integration.replayFailed,
  API.acting.grantConsent, API.acting.revokeConsent, API.acting.sessionCode,
]);

export const ACTING_REFUSAL = 'Not while acting for a buyer: passwords, email, members, approvals, payment notices and bank-facing data stay with the buyer.';

/** What the "Done on your behalf" log and the summary mail call a write made while acting. */
export const ACTING_WRITE_LABELS: Readonly<Record<string, string>> = {
  [API.inquiryCart.putIntoCart]: 'Added a cart line',
  [API.inquiryCart.putIntoCart2]: 'Added a customized cart line',
  [API.inquiryCart.bulkAddToCart]: 'Added cart lines from a spreadsheet',
  [API.inquiryCart.cartEditQty]: 'Changed a cart quantity',
  [API.inquiryCart.cartEditCustomInfo]: 'Changed a cart line',
  [API.inquiryCart.cartRemoveGoods]: 'Removed cart lines',
  [API.inquiryOrder.confirmOrder]: 'Sent an inquiry',
  [API.inquiryOrder.quicklyUpload]: 'Sent a quick inquiry',
  [API.inquiryOrder.acceptQuotation]: 'Accepted a quotation',
  [API.inquiryOrder.requestRevision]: 'Asked for a revised quotation',
  [API.inquiryOrder.sendInquiryMessage]: 'Wrote a message on an inquiry',
  [API.erp.placeOrder]: 'Placed an order',
  [API.erp.cancelOrder]: 'Cancelled an order',
  [API.erp.sendOrderMessage]: 'Wrote a message on an order',
  [API.erp.reportOrderProblem]: 'Reported a problem on an order',
  [API.erp.requestSamples]: 'Asked for samples',
  [API.base.addAddrBook]: 'Added an address',
  [API.base.edtAddrBook]: 'Changed an address',
  [API.base.delAddrBook]: 'Removed an address',
};

/** The label of a write: the known ones by name, any other by its path's last part. */
export function actingWriteLabel(path: string): string {
  return ACTING_WRITE_LABELS[path] ?? `Changed ${path.split('/').pop()?.replace(/\.do$/, '') ?? path}`;
}

/** The banner's words (the End button follows): "Acting for A. Müller (Juwelier Müller GmbH): phone order." */
export function actingBannerText(facts: { buyerNick: string; companyName: string | null; reason: ActingReason }): string {
  const company = facts.companyName ? ` (${facts.companyName})` : '';
  return `Acting for ${facts.buyerNick}${company}: ${ACTING_REASON_LABELS[facts.reason]}.`;
}

/** Who did it for whom: "placed by R. Chen for A. Müller, phone order, 14:02" (the time in UTC, as the log stores it). */
export function actingAttribution(facts: { staffNick: string; buyerNick: string; reason: ActingReason; at: string | Date }): string {
  const at = new Date(facts.at).toISOString().slice(11, 16);
  return `placed by ${facts.staffNick} for ${facts.buyerNick}, ${ACTING_REASON_LABELS[facts.reason]}, ${at}`;
}

/**
 * Whether a staff member calls a path only through the sales role: then it reaches only the companies they manage.
 * A sales manager (and so an administrator) reaches every account; a member who may call it through another role
 * (finance reading an order's payments) is not limited by it.
 */
export function limitedToOwnAccounts(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  const effective = effectiveStaffRoles(held);
  if (effective.has('sales_manager')) return false;
  const through = allowed.filter((role) => effective.has(role));
  return through.length > 0 && through.every((role) => role === 'sales');
}

export const NOT_YOUR_ACCOUNT = 'This company is not one of your accounts. Ask a sales manager to assign it to you, or to pass the request on.';

const reasonField = () => z.enum(ACTING_REASONS, { error: 'Please choose a reason: phone order, WhatsApp order, trade fair or support.' });
const noteField = () => text(ACTING_LIMITS.maxNote).min(1, { error: 'Please add a note: what the buyer asked for.' });

/** staff/startActing.do: the buyer by email, the reason with a note, and the buyer's code when there is no standing grant. */
export const startActingSchema = z.object({
  email: emailField,
  reason: reasonField(),
  note: noteField(),
  code: optional(z.string({ error: 'The code is 6 digits.' }).trim().regex(/^\d{6}$/, { error: 'The code is 6 digits.' })),
});

/** acting/grantConsent.do: a company admin names a sales person for 30 or 90 days. */
export const grantActingConsentSchema = z.object({
  staffId: z.uuid({ error: 'Please choose a sales person.' }),
  days: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(30), z.literal(90)], { error: 'Please choose 30 or 90 days.' })),
});

export const actingConsentRefSchema = z.object({
  consentId: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number({ error: 'Please choose a consent.' }).int().positive({ error: 'Please choose a consent.' })),
});

export interface ActingSalesPerson { memId: string; nick: string; accountManager: boolean }

export interface ActingConsentView {
  consentId: number;
  kind: 'standing' | 'code';
  /** The sales person named (standing), or the one who used the code (null while unused). */
  staffNick: string | null;
  grantedBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  live: boolean;
}

export interface ActingLogEntry {
  at: string;
  kind: 'start' | 'write' | 'end';
  what: string;
  staffNick: string;
  buyerNick: string;
  reason: ActingReason;
  note: string;
  /** "placed by R. Chen for A. Müller, phone order, 14:02" */
  attribution: string;
}

/** acting/consents.do: who may be named, the grants (admins), and what was done on the company's behalf. */
export interface ActingOverview {
  salesPeople: ActingSalesPerson[];
  consents: ActingConsentView[];
  log: ActingLogEntry[];
}

export interface ActingCode { code: string; expiresAt: string }

/** acting/current.do: the banner's facts while acting; null otherwise. */
export interface ActingNow {
  staffNick: string;
  buyerNick: string;
  companyName: string | null;
  reason: ActingReason;
  note: string;
  startedAt: string;
  banner: string;
}

export interface ActingStarted extends ActingNow { memId: string }
