import type { SampleCredit } from '@sw/protocol';
import type { Reader } from '../../db/client';
import type { CompanyMember } from '../../lib/member';
import { latestQuotations, loadInquiry, loadItems } from '../inquiry';
import { priceLines } from '../quotation';
import { planSampleCredit, toSampleCredit } from './credit';

/**
 * sampleCreditPreview.do: the credit an order from the inquiry's accepted quotation would take if placed now, at the
 * quoted quantities, by the same rule as the placement (services/samples/credit.ts), for the place-order screen.
 * Null when there is none or nothing to order yet; another company's inquiry is 20004.
 */
export async function sampleCreditPreview(db: Reader, owner: CompanyMember, inquiryId: number, now: Date): Promise<SampleCredit | null> {
  const inquiry = await loadInquiry(db, inquiryId, owner);
  if (inquiry.status !== 'accepted') return null;
  const quotation = (await latestQuotations(db, [inquiry.id])).get(inquiry.id);
  if (!quotation?.lines.length) return null;
  const priced = priceLines(quotation.lines.map((line) => ({ itemId: line.itemId, title: line.title, qty: line.qty, tiers: line.tiers })));
  const itemIds = quotation.lines.flatMap((line) => (line.itemId ? [Number(line.itemId)] : []));
  // The quoted lines' inquiry lines, through the inquiry's face.
  const items = itemIds.length ? (await loadItems(db, inquiry.id)).filter((item) => itemIds.includes(item.id)) : [];
  const plan = await planSampleCredit(db, {
    companyId: inquiry.companyId,
    currency: quotation.currency,
    goodsIds: items.flatMap((item) => item.goodsId ?? []),
    linesTotal: priced.total,
    now,
  });
  return toSampleCredit(quotation.currency, plan.amount, plan.lines);
}
