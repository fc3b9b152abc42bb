import type { CompanyRole } from '../company';
import type { StaffRole } from '../staffRoles';
// Accounts (base/).
/** viewInformation.do: the signed-in member's own account data. */
export interface MemberInformation {
  memId: string;
  email: string;
  nick: string;
  headImg: string;
  /** The company's new-design access: 0 none, 1 requested, 2 approved, 3 problem with the information. */
  auditFlag: number;
  /** Whether the address was proved with an emailed code (needed before the first access request). */
  emailConfirmed: boolean;
  /** The company's information, shared by every colleague. */
  company: string | null;
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
  /** Whether the member is on the sales team (may open the staff console at /admin). */
  isStaff: boolean;
  /** The member's role in their company (null for staff): what the account screens offer. */
  companyRole: CompanyRole | null;
  /** A staff member's roles (empty for a buyer): what the console shows them (docs/security.md, Staff roles). */
  staffRoles: StaffRole[];
  /** The company's account manager (a sales person), by name; null when none is assigned. */
  accountManager: { name: string } | null;
}

/** completeInformation.do answers the member's new audit flag. */
export interface CompleteInformationResult {
  auditFlag: number;
}
