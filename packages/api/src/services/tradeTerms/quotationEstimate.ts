import { DEFAULT_INCOTERM, type FreightMode, type Incoterm, type LandedCostEstimate, type QuotationLine } from '@sw/protocol';
import { invalid } from '../../lib/errors';
import type { GoodsCustoms } from './customs';
import { type EstimateInput, landedCost, namedPlaceCountry, sameCustomsTerritory } from './landedCost';

/**
 * A sent quotation's landed-cost estimate from its facts, one pure function: which destination, which rule and place,
 * and the arithmetic (./landedCost.ts). The reads (the quotation, its inquiry, the goods' customs facts, the duty
 * table) are the caller's: queries/landedCost.ts for landedCost.do, the quotation's PDF for its own.
 */

/** The quotation's fields the estimate reads. */
export interface EstimatedQuotation {
  id: number;
  incoterm: string | null;
  incotermPlace: string | null;
  freightMode: FreightMode | null;
  currency: string;
  exchangeRate: string | null;
  lines: QuotationLine[];
  freightCost: bigint | null;
  insuranceCost: bigint | null;
  dutiesCost: bigint | null;
}

/** Where the goods go unless the buyer asks: the inquiry's shipping address, else the company's country (upper-cased, '' when neither). */
export const shipToOf = (addressCountry: string | null | undefined, companyCountry: string | null): string => (addressCountry ?? companyCountry ?? '').toUpperCase();

/** The destination estimated: the one asked for, else `shipTo` when listed, else the United States; refused when not listed. */
export function estimateCountry(shipTo: string, requested: string | undefined, isListed: (code: string) => boolean): string {
  const country = requested ?? (isListed(shipTo) ? shipTo : 'US');
  if (!isListed(country)) throw invalid('country: Please choose a destination country from the list.');
  return country;
}

/** The goods of each quotation line (null for a quoted extra or a line whose inquiry line has no goods). */
export const goodsOfLines = (lines: readonly QuotationLine[], goodsOfItem: ReadonlyMap<string, number | null>): (number | null)[] =>
  lines.map((line) => (line.itemId ? goodsOfItem.get(line.itemId) ?? null : null));

export interface QuotationEstimateFacts {
  quotation: EstimatedQuotation;
  shipTo: string;
  country: string;
  countryName: string;
  /** Each line's customs facts, in the quotation's line order. */
  customs: (GoodsCustoms | null)[];
  tariff: EstimateInput['tariff'];
  /** The countries a named place may name (contact's list). */
  countries: readonly { code: string; name: string }[];
  isListed: (code: string) => boolean;
}

/** The estimate of the quotation for `facts.country`, without the list of destinations to compare. */
export function quotationEstimate(facts: QuotationEstimateFacts): Omit<LandedCostEstimate, 'countries'> {
  const { quotation, country, countryName } = facts;
  const incoterm = (quotation.incoterm ?? DEFAULT_INCOTERM.incoterm) as Incoterm;
  const place = quotation.incotermPlace ?? DEFAULT_INCOTERM.place;
  // The named place's country, from its words or a known port, else the inquiry's own destination.
  const placeCountry = namedPlaceCountry(place, facts.countries) ?? (facts.isListed(facts.shipTo) ? facts.shipTo : country);
  const estimate = landedCost({
    incoterm, place, country, countryName, atNamedPlace: sameCustomsTerritory(country, placeCountry),
    freightMode: quotation.freightMode, currency: quotation.currency, exchangeRate: quotation.exchangeRate,
    lines: quotation.lines, customs: facts.customs, tariff: facts.tariff,
    freight: quotation.freightCost, insurance: quotation.insuranceCost, duties: quotation.dutiesCost,
  });
  return { quotationId: String(quotation.id), currency: quotation.currency, country, countryName, incoterm, ...estimate };
}
