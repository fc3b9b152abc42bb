import { eq } from 'drizzle-orm';
import { DEFAULT_INCOTERM, RES, type Incoterm, type LandedCostEstimate } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { companies, inquiries, inquiryItems, quotations } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { countryList, countryName, isListedCountry } from '../contact';
import { dutyDestinations, tariffFor } from '../rates';
import { customsOfGoods, landedCost, namedPlaceCountry, sameCustomsTerritory } from '../tradeTerms';

/**
 * erp landedCost.do: a sent quotation's landed-cost estimate for one destination, from the quotation (its lines and
 * charges) with the facts of two domains below it: the goods' customs facts (tradeTerms) and the duty rates (rates).
 * The quotation PDF prints it too, so it belongs to the quotation domain. Computed on each request and never saved, so a buyer compares destinations freely. Every colleague of the quotation's company may ask
 * (a viewer too); staff may ask for any quotation, a draft too. Anyone else hears 20004, as for an unknown id.
 */

const notFound = () => new ApiError(RES.NOT_FOUND, 'This quotation was not found.');

/** The access-checked estimate (erp landedCost.do). */
export async function landedCostEstimate(db: Reader, member: Member, input: { quotationId: number; country?: string }): Promise<LandedCostEstimate> {
  const [row] = await db
    .select({ quotation: quotations, inquiry: inquiries, companyCountry: companies.country })
    .from(quotations)
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .where(eq(quotations.id, input.quotationId))
    .limit(1);
  if (!row) throw notFound();
  const staff = member.role === 'staff';
  if (!staff && (row.inquiry.companyId !== member.companyId || row.quotation.status !== 'sent')) throw notFound();

  return estimateQuotation(db, row, input.country);
}

type QuotationWithInquiry = { quotation: typeof quotations.$inferSelect; inquiry: typeof inquiries.$inferSelect; companyCountry: string | null };

/** The estimate of a quotation for `country` (left out: the inquiry's shipping address, else the company's country), unchecked: callers decide who may see it. */
export async function estimateQuotation(db: Reader, row: QuotationWithInquiry, requested?: string): Promise<LandedCostEstimate> {
  const shipTo = (row.inquiry.address?.country ?? row.companyCountry ?? '').toUpperCase();
  const country = requested ?? (isListedCountry(shipTo) ? shipTo : 'US');
  if (!isListedCountry(country)) throw invalid('country: Please choose a destination country from the list.');
  const { quotation } = row;
  const incoterm = (quotation.incoterm ?? DEFAULT_INCOTERM.incoterm) as Incoterm;

  const items = await db.select({ id: inquiryItems.id, goodsId: inquiryItems.goodsId }).from(inquiryItems).where(eq(inquiryItems.inquiryId, row.inquiry.id));
  const goodsOfItem = new Map(items.map((item) => [String(item.id), item.goodsId]));
  const goodsIds = quotation.lines.map((line) => (line.itemId ? goodsOfItem.get(line.itemId) ?? null : null));
  const customsByGoods = await customsOfGoods(db, goodsIds.filter((id): id is number => id !== null));
  const customs = goodsIds.map((id) => (id === null ? null : customsByGoods.get(id) ?? null));
  const tariff = await tariffFor(db, country, customs.map((facts) => ({ hsCode: facts?.hsCode ?? null, origin: facts?.origin ?? null })));

  const place = quotation.incotermPlace ?? DEFAULT_INCOTERM.place;
  // The named place's country, from its words or a known port, else the inquiry's own destination.
  const placeCountry = namedPlaceCountry(place, countryList()) ?? (isListedCountry(shipTo) ? shipTo : country);
  const estimate = landedCost({
    incoterm, place, country, countryName: countryName(country), atNamedPlace: sameCustomsTerritory(country, placeCountry),
    freightMode: quotation.freightMode, currency: quotation.currency, exchangeRate: quotation.exchangeRate,
    lines: quotation.lines, customs, tariff,
    freight: quotation.freightCost, insurance: quotation.insuranceCost, duties: quotation.dutiesCost,
  });
  return {
    quotationId: String(quotation.id), currency: quotation.currency, country, countryName: countryName(country), incoterm,
    ...estimate, countries: await dutyDestinations(db),
  };
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
