import { RES } from '@sw/protocol';
import type { Tx } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import { findMember, type MemberRow } from '../auth';

/**
 * setMemberNetTerms.do's refusals, the account's row locked: net terms (the quotation editor then offers 'Net 30
 * after shipment', docs/workflows.md Payments) are for buyers; asking for the state it is in is 20009.
 */
export async function checkMemberNetTerms(tx: Tx, input: { memberId: string; netTerms: boolean }): Promise<MemberRow> {
  const row = await findMember(tx, input.memberId, { lock: true });
  if (!row) throw notFound('This member');
  if (row.role !== 'buyer') throw new ApiError(RES.CONFLICT, `${row.email} is a staff account: net terms are for buyers.`);
  if (row.netTerms === input.netTerms) {
    throw new ApiError(RES.CONFLICT, `${row.email} is already ${input.netTerms ? 'marked' : 'not marked'} for net terms.`);
  }
  return row;
}
