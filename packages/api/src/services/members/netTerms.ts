import { RES } from '@sw/protocol';
import { ApiError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { findMember, setNetTerms } from '../auth';
import type { Member } from '../../lib/member';
import type { UseCase } from '../workflow';

/**
 * staff/setMemberNetTerms.do, in the caller's use case: marks a buyer for net terms (the quotation editor then offers
 * 'Net 30 after shipment', docs/workflows.md Payments), or takes the mark away; with its audit row. Asking for the
 * state it is in is 20009.
 */
export async function changeMemberNetTerms(uc: UseCase, staff: Member, input: { memberId: string; netTerms: boolean }): Promise<void> {
  const row = await findMember(uc.tx, input.memberId, { lock: true });
  if (!row) throw notFound('This member');
  if (row.role !== 'buyer') throw new ApiError(RES.CONFLICT, `${row.email} is a staff account: net terms are for buyers.`);
  if (row.netTerms === input.netTerms) {
    throw new ApiError(RES.CONFLICT, `${row.email} is already ${input.netTerms ? 'marked' : 'not marked'} for net terms.`);
  }
  await setNetTerms(uc.tx, row.id, input.netTerms);
  await recordAudit(uc.tx, staff, {
    action: 'member.netTerms',
    targetType: 'member',
    targetId: row.id,
    summary: `${row.email} ${input.netTerms ? 'may now be offered net terms' : 'is no longer offered net terms'}`,
    before: { netTerms: row.netTerms },
    after: { netTerms: input.netTerms },
  });
}
