import { and, eq } from 'drizzle-orm';
import { AUDIT_FLAG, type CompleteInformationResult, type MemberInformation, type SiteTheme } from '@sw/protocol';
import type { Db } from '../../db/client';
import { members, newDesignRequests } from '../../db/schema';
import { sessionExpired } from '../../lib/errors';
import type { RequestMeta } from '../auth/accounts';
import { requireConfirmedEmail } from './emailConfirmation';

/** viewInformation.do: the signed-in member's own data, never anyone else's. */
export async function viewInformation(db: Db, memberId: string): Promise<MemberInformation> {
  const [row] = await db
    .select({
      memId: members.id,
      email: members.email,
      nick: members.nick,
      headImg: members.headImg,
      auditFlag: members.auditFlag,
      emailConfirmedAt: members.emailConfirmedAt,
      company: members.company,
      country: members.country,
      contactName: members.contactName,
      phone: members.phone,
      website: members.website,
      businessType: members.businessType,
      role: members.role,
    })
    .from(members)
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
}

/**
 * completeInformation.do: stores the company information and asks for new-design access.
 * A member without access (0) or with a problem flagged (3) gets a new request (auditFlag 1);
 * a pending request stays the one request; an approved member (2) keeps the approval. The
 * member's address must be confirmed first (20010).
 */
export async function completeInformation(db: Db, memberId: string, info: CompanyInformation, meta: RequestMeta & { theme: SiteTheme['name'] }): Promise<CompleteInformationResult> {
  const now = meta.now;
  await requireConfirmedEmail(db, memberId, meta);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ auditFlag: members.auditFlag })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1)
      .for('update');
    if (!current) throw sessionExpired();
    let auditFlag = current.auditFlag;
    if (auditFlag !== AUDIT_FLAG.approved) {
      const [pending] = await tx
        .select({ id: newDesignRequests.id })
        .from(newDesignRequests)
        .where(and(eq(newDesignRequests.memberId, memberId), eq(newDesignRequests.status, AUDIT_FLAG.received)))
        .limit(1);
      if (!pending) await tx.insert(newDesignRequests).values({ memberId, status: AUDIT_FLAG.received, theme: meta.theme, createdAt: now });
      auditFlag = AUDIT_FLAG.received;
    }
    await tx.update(members).set({ ...info, auditFlag }).where(eq(members.id, memberId));
    return { auditFlag };
  });
}
