import { AUDIT_FLAG, type CompleteInformationResult, type SiteTheme } from '@sw/protocol';
import type { Db } from '../db/client';
import { sessionExpired } from '../lib/errors';
import type { CompanyMember } from '../lib/member';
import { openAccessRequest } from '../services/access';
import { requireConfirmedEmail } from '../services/account';
import { lockAccessFlag, type RequestMeta, saveCompanyInformation } from '../services/auth';

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
 * request is made, and no confirmed address is needed. One transaction, the company's row locked first (a parallel
 * call or staff's decision waits): the access domain opens the request, the auth domain writes the company.
 */
export async function completeInformation(db: Db, owner: CompanyMember, info: CompanyInformation, meta: RequestMeta & { theme: SiteTheme['name'] }): Promise<CompleteInformationResult> {
  const now = meta.now;
  const memberId = owner.id;
  const { requestAccess = true, ...fields } = info;
  if (requestAccess) await requireConfirmedEmail(db, memberId, meta);
  return db.transaction(async (tx) => {
    const current = await lockAccessFlag(tx, owner.companyId);
    if (current === undefined) throw sessionExpired();
    let auditFlag = current;
    if (requestAccess && auditFlag !== AUDIT_FLAG.approved) {
      await openAccessRequest(tx, { memberId, companyId: owner.companyId, theme: meta.theme, now });
      auditFlag = AUDIT_FLAG.received;
    }
    const { company: name, ...rest } = fields;
    await saveCompanyInformation(tx, owner.companyId, { name, ...rest, auditFlag });
    return { auditFlag };
  });
}
