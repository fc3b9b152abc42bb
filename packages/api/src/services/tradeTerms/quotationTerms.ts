import {
  CATALOGUE_CURRENCY, DEFAULT_INCOTERM, fallbackPlace, formatMinor, FREIGHT_MODE_LABELS, INCOTERM_RULES, incotermLabel, minorToNumber, missingCharge, missingChargeMessage, needsPlaceMessage, rateLockEnded, rateLockEndedSendMessage, rateLockEndedText, rateLockPassedMessage, rateText, RES, startingIncoterm, sumMinor, toCatalogueCurrency, toMinor, type Incoterm, type LockedRate, type OrderTradeTerms, type quotationTradeTermsSchema, type TermsSources, type TradeTermsView,
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

/**
 * The rule and place a draft takes: its own, else the buyer's request, the company's default, FOB Guangzhou; a place
 * left out is the request's or default's for their rule, or the inquiry's address for a D rule (issue 49).
 */
export function chooseIncoterm(input: TradeTermsInput, sources: TermsSources): { incoterm: Incoterm; place: string } {
  const incoterm = input.incoterm ?? startingIncoterm(sources);
  const place = input.incotermPlace || fallbackPlace(incoterm, sources);
  if (!place) throw invalid(`incotermPlace: ${needsPlaceMessage(incoterm)}`);
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
    if (rateLockEnded(lockedUntil, money.today)) throw invalid(`rateLockedUntil: ${rateLockPassedMessage(lockedUntil)}`);
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

/**
 * A foreign-currency quotation holds its rate until the locked day. Accepting or ordering after it: a new version at a
 * current rate. Sending a draft after it: refused, not re-rated, so the desk sees the new figures before the buyer does.
 */
export function assertRateStillLocked(row: QuotationRecord, today: string, step: 'accept' | 'send' = 'accept'): void {
  if (!rateLockEnded(row.rateLockedUntil, today)) return;
  const day = row.rateLockedUntil!;
  throw new ApiError(RES.CONFLICT, step === 'send' ? rateLockEndedSendMessage(day) : `${rateLockEndedText(day)}.`);
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
