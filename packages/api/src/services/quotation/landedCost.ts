import { eq } from 'drizzle-orm';
import type { LandedCostEstimate } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companies, inquiries, inquiryItems, quotations } from '../../db/schema';
import { countryList, countryName, isListedCountry } from '../contact';
import { dutyDestinations, tariffFor } from '../rates';
import { customsOfGoods, estimateCountry, goodsOfLines, quotationEstimate, shipToOf } from '../tradeTerms';

/**
 * A quotation's landed-cost estimate, as its PDF prints it and landedCost.do answers it (queries/landedCost.ts checks
 * who asks): the goods' customs facts (tradeTerms) and the duty rates (rates) read for the quotation's lines, the
 * arithmetic one pure function (services/tradeTerms/quotationEstimate.ts). Computed on each request and never saved.
 */

export type QuotationWithInquiry = { quotation: typeof quotations.$inferSelect; inquiry: typeof inquiries.$inferSelect; companyCountry: string | null };

/** The estimate of a quotation for `country` (left out: the inquiry's shipping address, else the company's country), unchecked: callers decide who may see it. */
export async function estimateQuotation(db: Reader, row: QuotationWithInquiry, requested?: string): Promise<LandedCostEstimate> {
  const shipTo = shipToOf(row.inquiry.address?.country, row.companyCountry);
  const country = estimateCountry(shipTo, requested, isListedCountry);
  const { quotation } = row;
  const items = await db.select({ id: inquiryItems.id, goodsId: inquiryItems.goodsId }).from(inquiryItems).where(eq(inquiryItems.inquiryId, row.inquiry.id));
  const goodsIds = goodsOfLines(quotation.lines, new Map(items.map((item) => [String(item.id), item.goodsId])));
  const customsByGoods = await customsOfGoods(db, goodsIds.filter((id): id is number => id !== null));
  const customs = goodsIds.map((id) => (id === null ? null : customsByGoods.get(id) ?? null));
  const tariff = await tariffFor(db, country, customs.map((facts) => ({ hsCode: facts?.hsCode ?? null, origin: facts?.origin ?? null })));
  const estimate = quotationEstimate({ quotation, shipTo, country, countryName: countryName(country), customs, tariff, countries: countryList(), isListed: isListedCountry });
  return { ...estimate, countries: await dutyDestinations(db) };
}

/** The estimate a quotation's PDF prints: for the inquiry's own destination. */
export async function documentEstimate(db: Reader, quotationId: number): Promise<LandedCostEstimate | null> {
  const [row] = await db
    .select({ quotation: quotations, inquiry: inquiries, companyCountry: companies.country })
    .from(quotations)
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .where(eq(quotations.id, quotationId))
    .limit(1);
  return row ? estimateQuotation(db, row) : null;
}
