import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { companies, members } from '../../db/schema';

/**
 * The auth domain's writes to the accounts, `members` and `companies`, that other domains ask for through its face:
 * a confirmed address (account), a member moved into a company or given a role, a company's settings, information and
 * new-design flag, a company closed (company, access, workflows/completeInformation.ts), a member disabled or marked
 * for net terms (the console's members). Each takes the caller's transaction. Only the auth domain writes the tables:
 * a company is born with its buyer account here (./buyerAccount.ts), and the company domain builds on auth.
 */

/** confirmEmail.do: the member's address is proven. */
export async function confirmMemberEmail(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx.update(members).set({ emailConfirmedAt: now }).where(eq(members.id, memberId));
}

/** The member belongs to `companyId` with `role` (an accepted invitation; a removed colleague's own new company). */
export async function placeMemberInCompany(tx: Tx, memberId: string, companyId: string, role: CompanyRole): Promise<void> {
  await tx.update(members).set({ companyId, companyRole: role }).where(eq(members.id, memberId));
}

/** A colleague's role in their company. */
export async function setCompanyRole(tx: Tx, memberId: string, role: CompanyRole): Promise<void> {
  await tx.update(members).set({ companyRole: role }).where(eq(members.id, memberId));
}

/** Staff disable (with the reason) or enable an account; the sessions end separately (`endOpenSessions`). */
export async function setAccountDisabled(tx: Tx, memberId: string, disabledAt: Date | null, reason: string | null): Promise<void> {
  await tx.update(members).set({ disabledAt, disabledReason: reason }).where(eq(members.id, memberId));
}

/** Staff mark a buyer for net terms, or take the mark away. */
export async function setNetTerms(tx: Tx, memberId: string, netTerms: boolean): Promise<void> {
  await tx.update(members).set({ netTerms }).where(eq(members.id, memberId));
}

/** A company with no one left in it goes (its member joined another company). */
export async function deleteCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, companyId));
}

/** The company's approval threshold and admin copies; undefined when there is no such company. */
export async function setCompanySettings(
  db: Reader,
  companyId: string,
  settings: { approvalThreshold: bigint | null; copyAdmins: boolean },
): Promise<{ approvalThreshold: bigint | null; copyAdmins: boolean } | undefined> {
  const [row] = await db
    .update(companies)
    .set(settings)
    .where(eq(companies.id, companyId))
    .returning({ approvalThreshold: companies.approvalThreshold, copyAdmins: companies.copyAdmins });
  return row;
}

/** The company's new-design access flag, its row locked until the end of the transaction; undefined: no such company. */
export async function lockAccessFlag(tx: Tx, companyId: string): Promise<number | undefined> {
  const [row] = await tx.select({ auditFlag: companies.auditFlag }).from(companies).where(eq(companies.id, companyId)).limit(1).for('update');
  return row?.auditFlag;
}

/** The company's new-design access flag (staff's decision on an access request). */
export async function setAccessFlag(tx: Tx, companyId: string, auditFlag: number): Promise<void> {
  await tx.update(companies).set({ auditFlag }).where(eq(companies.id, companyId));
}

/** The company information a buyer's admin saves (completeInformation.do), with the access flag it leaves. */
export interface CompanyInformationFields {
  name: string;
  country: string;
  contactName: string;
  phone: string;
  website: string | null;
  businessType: string | null;
  auditFlag: number;
}

export async function saveCompanyInformation(tx: Tx, companyId: string, fields: CompanyInformationFields): Promise<void> {
  await tx.update(companies).set(fields).where(eq(companies.id, companyId));
}
