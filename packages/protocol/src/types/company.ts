import type { CompanyRole } from '../company';
import type { Incoterm } from '../tradeTerms';
// Company accounts (base/company/).

/** Where an invitation stands: the join page explains each. */
export const INVITATION_STATES = ['valid', 'expired', 'used', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** One person of the company, as the Company page lists them. */
export interface Colleague {
  memId: string;
  nick: string;
  email: string;
  role: CompanyRole;
  /** When the member joined the company (their account's creation for the company's first member). */
  joinedAt: string;
  /** The signed-in member themselves. */
  isYou: boolean;
}

/** An invitation still open (not used, revoked or expired). */
export interface PendingInvitation {
  invitationId: number;
  email: string;
  role: CompanyRole;
  /** The inviting admin's name, null when that account is gone. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The company's settings an admin may change. */
export interface CompanySettings {
  /** A buyer's order above this total (2 decimals) waits for an admin's approval; null: no rule. */
  approvalThreshold: string | null;
  /** Quotation and order mails to a colleague are copied to the company's admins. */
  copyAdmins: boolean;
}

/** companyView.do: the signed-in member's company, its people and (for admins) its open invitations. */
export interface CompanyView extends CompanySettings {
  companyId: string;
  name: string | null;
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
  /** New-design access: 0 none, 1 requested, 2 approved, 3 problem with the information. */
  auditFlag: number;
  yourRole: CompanyRole;
  people: Colleague[];
  /** Open invitations; null for a buyer or viewer (only admins see whom the company invited). */
  invitations: PendingInvitation[] | null;
  /** The Incoterm new quotations start from, set by the sales desk (null: FOB Guangzhou); a D rule without a place takes each inquiry's address. */
  tradeDefault: { incoterm: Incoterm; place: string | null } | null;
}

/** invitationInfo.do: what the join page shows before anyone signs in. */
export interface InvitationInfo {
  companyName: string | null;
  inviter: string | null;
  role: CompanyRole;
  email: string;
  state: InvitationState;
  expiresAt: string;
}

/** acceptInvitation.do: the company the member now belongs to. */
export interface AcceptedInvitation {
  companyId: string;
  companyName: string | null;
  role: CompanyRole;
}
