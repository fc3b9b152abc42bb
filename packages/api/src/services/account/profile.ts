import { and, eq, sql } from 'drizzle-orm';
import { AUDIT_FLAG, type CompleteInformationResult, type MemberInformation, type SiteTheme } from '@sw/protocol';
import type { Db } from '../../db/client';
import { companies, members, newDesignRequests } from '../../db/schema';
import type { CompanyMember } from '../../lib/member';
import { sessionExpired } from '../../lib/errors';
import type { RequestMeta } from '../auth';
import { requireConfirmedEmail } from './emailConfirmation';

/** viewInformation.do: the signed-in member's own data, never anyone else's. */
export async function viewInformation(db: Db, memberId: string): Promise<MemberInformation> {
  const [row] = await db
    .select({
      memId: members.id,
      email: members.email,
      nick: members.nick,
      headImg: members.headImg,
      auditFlag: sql<number>`coalesce(${companies.auditFlag}, 0)`.mapWith(Number),
      emailConfirmedAt: members.emailConfirmedAt,
      company: companies.name,
      country: companies.country,
      contactName: companies.contactName,
      phone: companies.phone,
      website: companies.website,
      businessType: companies.businessType,
      role: members.role,
      companyRole: members.companyRole,
    })
    .from(members)
    .leftJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw sessionExpired();
  const { emailConfirmedAt, role, ...rest } = row;
  return { ...rest, emailConfirmed: emailConfirmedAt !== null, isStaff: role === 'staff' };
}

export interface CompanyInformation {
  company: string;
  country: string;
  contactName: string;
  phone: string;
  website: string | null;
  businessType: string | null;
  /** false: save the information alone, without asking for access (undefined: ask, as before). */
  requestAccess?: boolean;
}

/**
 * completeInformation.do (an admin of the company): stores the company information and asks for new-design access
 * for the whole company. A company without access (0) or with a problem flagged (3) gets a new request (auditFlag 1);
 * a pending request stays the one request; an approved company (2) keeps the approval. The member's address must be
 * confirmed first (20010). With `requestAccess: false` it only stores the information: the flag stays as it is, no
 * request is made, and no confirmed address is needed.
 */
export async function completeInformation(db: Db, owner: CompanyMember, info: CompanyInformation, meta: RequestMeta & { theme: SiteTheme['name'] }): Promise<CompleteInformationResult> {
  const now = meta.now;
  const memberId = owner.id;
  const { requestAccess = true, ...fields } = info;
  if (requestAccess) await requireConfirmedEmail(db, memberId, meta);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ auditFlag: companies.auditFlag })
      .from(companies)
      .where(eq(companies.id, owner.companyId))
      .limit(1)
      .for('update');
    if (!current) throw sessionExpired();
    let auditFlag = current.auditFlag;
    if (requestAccess && auditFlag !== AUDIT_FLAG.approved) {
      const [pending] = await tx
        .select({ id: newDesignRequests.id })
        .from(newDesignRequests)
        .where(and(eq(newDesignRequests.companyId, owner.companyId), eq(newDesignRequests.status, AUDIT_FLAG.received)))
        .limit(1);
      if (!pending) await tx.insert(newDesignRequests).values({ memberId, companyId: owner.companyId, status: AUDIT_FLAG.received, theme: meta.theme, createdAt: now });
      auditFlag = AUDIT_FLAG.received;
    }
    const { company: name, ...rest } = fields;
    await tx.update(companies).set({ name, ...rest, auditFlag }).where(eq(companies.id, owner.companyId));
    return { auditFlag };
  });
}
