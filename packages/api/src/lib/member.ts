import { RES, type CompanyRole, type StaffRole } from '@sw/protocol';
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
