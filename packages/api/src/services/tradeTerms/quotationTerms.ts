import {
  CATALOGUE_CURRENCY, DEFAULT_INCOTERM, FREIGHT_MODE_LABELS, INCOTERM_RULES, incotermLabel, minorToNumber, missingCharge, missingChargeMessage,
  placeHint, rateText, RES, sumMinor, toCatalogueCurrency, toMinor, formatMinor, type Incoterm, type LockedRate, type OrderTradeTerms, type TradeTermsView,
  type quotationTradeTermsSchema,
} from '@sw/protocol';
import type { z } from 'zod';
import type { quotations } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';

/**
 * A quotation's trade terms: the Incoterm and place, the typed charges (freight, insurance, duties: money in the
 * quotation's currency, in its total, listed apart from the goods) and the exchange rate it is locked at.
 */

export type QuotationRecord = typeof quotations.$inferSelect;
export type TradeTermsInput = z.output<typeof quotationTradeTermsSchema>;

/** The columns saveQuotation.do writes for the trade terms, and the charges' sum (added to the goods for the total). */
export interface DraftTradeTerms {
  columns: Pick<QuotationRecord,
    'incoterm' | 'incotermPlace' | 'freightMode' | 'freightCarrier' | 'freightTransitDays' | 'freightCost' | 'insuranceCost' | 'dutiesCost'
    | 'exchangeRate' | 'exchangeRateDate' | 'rateLockedUntil'>;
  charges: bigint;
}

const minor = (text: string | undefined): bigint | null => (text === undefined ? null : toMinor(text));

/** The rule and place a draft takes: its own, else the company's default, else FOB Guangzhou; a place is always named. */
export function chooseIncoterm(input: TradeTermsInput, companyDefault: { incoterm: Incoterm; place: string | null } | null): { incoterm: Incoterm; place: string } {
  const fallback = companyDefault ?? DEFAULT_INCOTERM;
  const incoterm = input.incoterm ?? fallback.incoterm;
  const defaultPlace = incoterm === fallback.incoterm ? fallback.place : incoterm === DEFAULT_INCOTERM.incoterm ? DEFAULT_INCOTERM.place : null;
  const place = input.incotermPlace || defaultPlace;
  if (!place) throw invalid(`incotermPlace: ${incoterm} (${INCOTERM_RULES[incoterm].name}) needs ${placeHint(incoterm)}.`);
  return { incoterm, place };
}

/** The trade-terms columns of a draft. `rate`: the currency's current rate from the rates table (null for the catalogue's currency). */
export function draftTradeTerms(
  input: TradeTermsInput,
  chosen: { incoterm: Incoterm; place: string },
  money: { currency: string; validUntil: string; today: string; rate: { rate: string; rateDate: string } | null },
): DraftTradeTerms {
  const freight = input.freight ?? null;
  const [freightCost, insuranceCost, dutiesCost] = [minor(freight?.cost), minor(input.insurance), minor(input.duties)];
  let exchange: Pick<QuotationRecord, 'exchangeRate' | 'exchangeRateDate' | 'rateLockedUntil'> = { exchangeRate: null, exchangeRateDate: null, rateLockedUntil: null };
  if (money.currency !== CATALOGUE_CURRENCY) {
    if (!money.rate) {
      throw new ApiError(RES.CONFLICT, `No ${money.currency} exchange rate is kept. Please add one on the console's Exchange rates page, then save the quotation.`);
    }
    const lockedUntil = input.rateLockedUntil ?? money.validUntil;
    if (lockedUntil < money.today) throw invalid(`rateLockedUntil: The day the rate is locked until (${lockedUntil}) has passed. Please choose today or a later day.`);
    exchange = { exchangeRate: money.rate.rate, exchangeRateDate: money.rate.rateDate, rateLockedUntil: lockedUntil };
  }
  return {
    columns: {
      incoterm: chosen.incoterm,
      incotermPlace: chosen.place,
      freightMode: freight?.mode ?? null,
      freightCarrier: freight?.carrier ?? null,
      freightTransitDays: freight?.transitDays ?? null,
      freightCost,
      insuranceCost,
      dutiesCost,
      ...exchange,
    },
    charges: sumMinor([freightCost ?? 0n, insuranceCost ?? 0n, dutiesCost ?? 0n]),
  };
}

const incotermOf = (row: QuotationRecord) => ({
  incoterm: (row.incoterm ?? DEFAULT_INCOTERM.incoterm) as Incoterm,
  place: row.incotermPlace ?? DEFAULT_INCOTERM.place,
});

export const chargesOf = (row: QuotationRecord): bigint => sumMinor([row.freightCost ?? 0n, row.insuranceCost ?? 0n, row.dutiesCost ?? 0n]);

/** Sending: a rule whose costs the seller carries needs them quoted; the refusal names the missing one. */
export function assertChargesQuoted(row: QuotationRecord): void {
  const { incoterm } = incotermOf(row);
  const missing = missingCharge(incoterm, { freight: row.freightCost !== null, insurance: row.insuranceCost !== null, duties: row.dutiesCost !== null });
  if (missing) throw new ApiError(RES.CONFLICT, missingChargeMessage(incoterm, missing));
}

/** Accepting: a foreign-currency quotation holds its rate until the locked day; after it, a new version at a current rate. */
export function assertRateStillLocked(row: QuotationRecord, today: string): void {
  if (row.rateLockedUntil && row.rateLockedUntil < today) {
    throw new ApiError(RES.CONFLICT, `This quotation's exchange rate was locked until ${row.rateLockedUntil}. Please ask for a revision: the new version will be at a current rate.`);
  }
}

export function tradeTermsView(row: QuotationRecord): TradeTermsView {
  const { incoterm, place } = incotermOf(row);
  const charges = chargesOf(row);
  return {
    incoterm,
    incotermName: INCOTERM_RULES[incoterm].name,
    place,
    label: incotermLabel(incoterm, place),
    freight: row.freightMode && row.freightCost !== null
      ? { mode: row.freightMode, modeLabel: FREIGHT_MODE_LABELS[row.freightMode], carrier: row.freightCarrier ?? '', transitDays: row.freightTransitDays ?? 0, cost: minorToNumber(row.freightCost) }
      : null,
    insurance: row.insuranceCost === null ? null : minorToNumber(row.insuranceCost),
    duties: row.dutiesCost === null ? null : minorToNumber(row.dutiesCost),
    goodsTotal: minorToNumber(row.total - charges),
    chargesTotal: minorToNumber(charges),
  };
}

export function lockedRateView(row: QuotationRecord): LockedRate | null {
  if (!row.exchangeRate || !row.exchangeRateDate) return null;
  return {
    currency: row.currency,
    catalogueCurrency: CATALOGUE_CURRENCY,
    rate: rateText(row.exchangeRate),
    rateDate: row.exchangeRateDate,
    lockedUntil: row.rateLockedUntil ?? row.validUntil,
    catalogueTotal: formatMinor(toCatalogueCurrency(row.total, row.exchangeRate)),
  };
}

const text = (value: bigint | null) => (value === null ? null : formatMinor(value));

/** What an order placed from the quotation keeps of its trade terms, and the charges it adds to its total. */
export function orderTradeTerms(row: QuotationRecord): { tradeTerms: OrderTradeTerms; charges: bigint } {
  const view = tradeTermsView(row);
  const rate = lockedRateView(row);
  return {
    tradeTerms: {
      incoterm: view.incoterm,
      place: view.place,
      freight: view.freight && { mode: view.freight.mode, carrier: view.freight.carrier, transitDays: view.freight.transitDays, cost: text(row.freightCost)! },
      insurance: text(row.insuranceCost),
      duties: text(row.dutiesCost),
      exchange: rate && { currency: rate.currency, catalogueCurrency: rate.catalogueCurrency, rate: rate.rate, rateDate: rate.rateDate, lockedUntil: rate.lockedUntil },
    },
    charges: chargesOf(row),
  };
}
