import { RES, type LandedCostEstimate } from '@sw/protocol';
import type { Reader } from '../db/client';
import { ApiError } from '../lib/errors';
import type { Member } from '../lib/member';
import { companyCountryOf } from '../services/auth';
import { loadInquiry } from '../services/inquiry';
import { estimateQuotation, findQuotation } from '../services/quotation';

/**
 * erp landedCost.do: a quotation's landed-cost estimate for one destination (next to the proforma and the receipt):
 * the quotation, its inquiry and the company's country read through their domains' faces, the estimate the quotation's
 * PDF prints too (services/quotation/landedCost.ts, its arithmetic services/tradeTerms/quotationEstimate.ts). Every
 * colleague of the quotation's company may ask (a viewer too); staff may ask for any quotation, a draft too. Anyone
 * else hears 20004, as for an unknown id.
 */

const notFound = () => new ApiError(RES.NOT_FOUND, 'This quotation was not found.');

export async function landedCostEstimate(db: Reader, member: Member, input: { quotationId: number; country?: string }): Promise<LandedCostEstimate> {
  const quotation = await findQuotation(db, input.quotationId);
  if (!quotation) throw notFound();
  const inquiry = await loadInquiry(db, quotation.inquiryId).catch(() => null);
  if (!inquiry) throw notFound();
  if (member.role !== 'staff' && (inquiry.companyId !== member.companyId || quotation.status !== 'sent')) throw notFound();
  return estimateQuotation(db, { quotation, inquiry, companyCountry: await companyCountryOf(db, inquiry.companyId) }, input.country);
}
