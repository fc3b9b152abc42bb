import type { FreightMode, Incoterm } from '../tradeTerms';
import type { Country } from './catalog';

/** The freight line of a quotation. */
export interface FreightCharge {
  mode: FreightMode;
  modeLabel: string;
  carrier: string;
  transitDays: number;
  cost: number;
}

/** A quotation's Incoterm and the costs it quotes apart from the goods (all in the quotation's currency). */
export interface TradeTermsView {
  incoterm: Incoterm;
  /** 'Cost, Insurance and Freight'. */
  incotermName: string;
  place: string;
  /** 'CIF Hamburg (Incoterms 2020)'. */
  label: string;
  freight: FreightCharge | null;
  insurance: number | null;
  duties: number | null;
  /** The goods lines' sum, and the charges' (the quotation's total is both). */
  goodsTotal: number;
  chargesTotal: number;
}

/** The exchange rate a quotation in a currency other than the catalogue's is locked at. */
export interface LockedRate {
  currency: string;
  catalogueCurrency: string;
  /** Units of `currency` for one unit of `catalogueCurrency` ('0.9215'). */
  rate: string;
  /** The day the rate was taken from the staff-kept rates table. */
  rateDate: string;
  /** The last day the quotation may be accepted at this rate; after it, a new version at a current rate. */
  lockedUntil: string;
  /** The quotation's total in the catalogue's currency at the rate, as a decimal string ('4191.78'). */
  catalogueTotal: string;
}

/** One quotation line's estimated cost once imported. */
export interface LandedCostLine {
  title: string;
  qty: number;
  hsCode: string | null;
  /** ISO country code of origin. */
  origin: string | null;
  goods: number;
  freight: number;
  insurance: number;
  /** The duty rate used, in percent ('4.00'); null when no rate is kept for the line's code and country. */
  dutyRate: string | null;
  duty: number;
  landed: number;
  perPiece: number;
}

/** erp landedCost.do: an estimate for one destination country, computed on request and never saved. */
export interface LandedCostEstimate {
  quotationId: string;
  currency: string;
  country: string;
  countryName: string;
  incoterm: Incoterm;
  /** The oldest date of the duty rates used (rates as staff last checked them); null when none applied. */
  ratesDate: string | null;
  lines: LandedCostLine[];
  totals: { goods: number; freight: number; insurance: number; duty: number; landed: number };
  /** Says what the estimate includes and leaves out (always shown with it). */
  note: string;
  /** The destinations the buyer can compare: those with duty rates kept. */
  countries: Country[];
}

export interface DutyRateRow {
  id: string;
  /** ISO country code, or 'EU' for the union's common tariff. */
  country: string;
  countryName: string;
  hsCode: string;
  /** Percent of the customs value ('4.00'). */
  rate: string;
  /** The day staff last checked the rate. */
  ratesDate: string;
  note: string | null;
}

export interface ExchangeRateRow {
  id: string;
  currency: string;
  catalogueCurrency: string;
  rate: string;
  rateDate: string;
}

/** A company's default Incoterm (new quotations start from it); null rule: the shop's default. */
export interface CompanyTradeDefault {
  companyId: string;
  incoterm: Incoterm | null;
  place: string | null;
}

/** A placed order's copy of its quotation's trade terms (orders.trade_terms; money as fixed-digit text). */
export interface OrderTradeTerms {
  incoterm: Incoterm;
  place: string;
  freight: { mode: FreightMode; carrier: string; transitDays: number; cost: string } | null;
  insurance: string | null;
  duties: string | null;
  exchange: { currency: string; catalogueCurrency: string; rate: string; rateDate: string; lockedUntil: string } | null;
}
