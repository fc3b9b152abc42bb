import { eq } from 'drizzle-orm';
import { RES, type StaffMemberView } from '@sw/protocol';
import { members } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { setNetTerms } from '../auth';
import type { Member } from '../../lib/member';
import { runUseCase, type UseCaseDeps } from '../workflow';
import { memberView } from './directory';

/**
 * staff/setMemberNetTerms.do: marks a buyer for net terms (the quotation editor then offers 'Net 30 after shipment',
 * docs/workflows.md Payments), or takes the mark away; with its audit row. Asking for the state it is in is 20009.
 */
export function setMemberNetTerms(deps: UseCaseDeps, staff: Member, input: { memberId: string; netTerms: boolean }): Promise<StaffMemberView> {
  return runUseCase(deps, async (uc) => {
    const [row] = await uc.tx.select().from(members).where(eq(members.id, input.memberId)).for('update');
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
    return memberView(uc.tx, row.id, uc.now);
  });
}
