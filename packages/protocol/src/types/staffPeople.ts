// The console's people part (staff/): access requests, leads, members, staff accounts, audit trail.
import type { Page } from './page';
import type { Incoterm } from '../tradeTerms';
import type { StaffRole } from '../staffRoles';

/** A member's company information, as completeInformation.do stored it. */
export interface CompanyInfo {
  company: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  businessType: string | null;
}

/** staff/accessRequests.do: one new-design access request with the member's company information. */
export interface AccessRequestView {
  requestId: number;
  /** 1 waiting, 2 approved, 3 problem flagged (the member's auditFlag follows the newest request). */
  status: 1 | 2 | 3;
  requestedAt: string;
  decidedAt: string | null;
  /** Who decided (email), and the message sent with a problem. */
  decidedBy: string | null;
  note: string | null;
  member: { memId: string; email: string; nick: string; auditFlag: number; emailConfirmed: boolean; disabled: boolean; companyId: string | null } & CompanyInfo;
  /** The company the decision acts on, and how many colleagues it has: the access is every colleague's. */
  companyId: string;
  colleagues: number;
}

export interface AccessRequestPage extends Page<AccessRequestView> {
  /** Requests waiting for a decision (the console's badge). */
  waiting: number;
}

/** staff/leads.do: one contact form entry. */
export interface LeadView {
  leadId: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  message: string;
  /** Which form: 'contact', 'oem' ... */
  source: string;
  createdAt: string;
  handled: boolean;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
}

export interface LeadPage extends Page<LeadView> {
  open: number;
}

/** staff/members.do: one account in the list. */
export interface StaffMemberSummary extends CompanyInfo {
  memId: string;
  /** The buyer's company (null for staff): the console's company page. */
  companyId: string | null;
  email: string;
  nick: string;
  role: 'buyer' | 'staff';
  /** A staff member's roles (empty for a buyer). */
  staffRoles: StaffRole[];
  auditFlag: number;
  emailConfirmed: boolean;
  disabled: boolean;
  createdAt: string;
}

/** staff/memberView.do: one account with its inquiries, orders and access requests (newest first, at most 50 each). */
export interface StaffMemberView extends StaffMemberSummary {
  disabledAt: string | null;
  disabledReason: string | null;
  /** Marked for net terms: the quotation editor may offer 'Net 30 after shipment' (staff/setMemberNetTerms.do). */
  netTerms: boolean;
  /** Sessions not ended or expired: 0 for a disabled account. */
  openSessions: number;
  lastSignInAt: string | null;
  inquiries: { inquiryId: number; inquiryNo: string; status: string; title: string; lineCount: number; createdAt: string }[];
  inquiryCount: number;
  orders: { orderId: number; orderNo: string; status: string; total: string; currency: string; createdAt: string }[];
  orderCount: number;
  accessRequests: { requestId: number; status: 1 | 2 | 3; requestedAt: string; decidedAt: string | null; decidedBy: string | null; note: string | null }[];
}

/** staff/staffTeam.do: one staff member with their roles (the People screen and the account-manager picker). */
export interface StaffTeamMember {
  memId: string;
  email: string;
  nick: string;
  staffRoles: StaffRole[];
  disabled: boolean;
}

/** staff/auditTrail.do: one staff change. */
export interface AuditEntryView {
  auditId: number;
  at: string;
  staffId: string | null;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditTrailPage extends Page<AuditEntryView> {
  /** The filters' choices: every action and target type the back end records, and the staff accounts. */
  actions: string[];
  targetTypes: string[];
  staff: { staffId: string; email: string }[];
}

/** staff/companies.do: one company in the list. */
export interface StaffCompanySummary {
  companyId: string;
  name: string | null;
  country: string | null;
  /** New-design access, shared by every colleague: 0 none, 1 requested, 2 approved, 3 problem. */
  auditFlag: number;
  peopleCount: number;
  /** The admins' emails (the first few). */
  admins: string[];
  /** The sales person who looks after the company (staff/assignAccountManager.do); null: the desk as a whole. */
  accountManager: StaffTeamMember | null;
  orderCount: number;
  /** Orders not completed or cancelled. */
  openOrderCount: number;
  createdAt: string;
}

/** One colleague on a company's page. */
export interface StaffCompanyPerson {
  memId: string;
  email: string;
  nick: string;
  companyRole: 'admin' | 'buyer' | 'viewer';
  emailConfirmed: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

/** staff/companyView.do: one company with its people, access requests, inquiries, orders and payments (newest first). */
export interface StaffCompanyView extends StaffCompanySummary, CompanyInfo {
  /** An order above it (a buyer's, not an admin's) waits for an admin's approval; null: no rule. */
  approvalThreshold: string | null;
  copyAdmins: boolean;
  /** The Incoterm and place new quotations for the company start from (staff/tradeTerms/saveCompanyDefault.do); null: FOB Guangzhou. */
  tradeDefault: { incoterm: Incoterm; place: string | null } | null;
  people: StaffCompanyPerson[];
  accessRequests: (StaffMemberView['accessRequests'][number] & { requestedBy: string })[];
  inquiries: (StaffMemberView['inquiries'][number] & { placedBy: string })[];
  inquiryCount: number;
  orders: (StaffMemberView['orders'][number] & { placedBy: string; received: string; depositDue: string })[];
  /** Payment notices the company's colleagues sent, newest first (at most 50). */
  payments: { noticeId: number; orderId: number; orderNo: string; amount: string; currency: string; paidOn: string; status: string; sentBy: string; createdAt: string }[];
  paymentCount: number;
}
