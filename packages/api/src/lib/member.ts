import { RES, type ActingReason, type CompanyRole, type StaffRole } from '@sw/protocol';
import { ApiError } from './errors';

/** The signed-in member a session resolves to: what an endpoint's handler receives (services/auth/sessions finds it). */
export interface Member {
  id: string;
  email: string;
  nick: string;
  headImg: string;
  role: 'buyer' | 'staff';
  /** The company's new-design access (approved once for every colleague). */
  auditFlag: number;
  /** The buyer's company and role in it; null for staff. */
  companyId: string | null;
  companyRole: CompanyRole | null;
  /** A staff member's roles (empty for buyers): what the call pipeline lets them call (callEndpoint.ts). */
  staffRoles: StaffRole[];
  /**
   * A staff session acting for a buyer: the member above is then the buyer (their company, role and prices), and this
   * says who acts (services/auth/acting.ts). Absent or null: the member acts for themselves.
   */
  acting?: ActingFacts | null;
  /** Set by resolveSession on a staff session that acts: callEndpoint checks it and turns the member into the buyer. */
  actingSession?: ActingSessionRow | null;
}

/** Who acts for the buyer, on which consent and why (the banner's and the attribution's facts). */
export interface ActingFacts {
  staffId: string;
  staffEmail: string;
  staffNick: string;
  consentId: number;
  reason: ActingReason;
  note: string;
  startedAt: Date;
  companyName: string | null;
}

/** The acting columns of a staff session, as stored. */
export interface ActingSessionRow {
  buyerId: string;
  consentId: number;
  reason: ActingReason;
  note: string;
  startedAt: Date;
  seenAt: Date;
}

/** A buyer acting in their company: who acts (id) and whose records they act on (companyId). */
export interface CompanyMember {
  id: string;
  companyId: string;
  companyRole: CompanyRole;
}

/** The member as a buyer of a company; staff accounts have none, and member paths that act for a company refuse them. */
export function companyMember(member: Member): CompanyMember {
  if (!member.companyId || !member.companyRole) {
    throw new ApiError(RES.FORBIDDEN, 'This is for buyers: staff accounts have no company. Use a buyer account to try it.');
  }
  return { id: member.id, companyId: member.companyId, companyRole: member.companyRole };
}

/** Whose records a buyer reads and acts on: the company's (services/inquiry/view.ts loadInquiry, order/view.ts loadOrder). */
export type RecordOwner = Pick<CompanyMember, 'companyId'>;
