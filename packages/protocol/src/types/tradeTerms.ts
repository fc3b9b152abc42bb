import type { DutyKind, FreightMode, Incoterm } from '../tradeTerms';
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
  /** The general duty rate used, in percent ('4.00'); null when no rate is kept for the line's code and country. */
  dutyRate: string | null;
  /** The general duty (under DDP: the line's share of the duties quoted). */
  duty: number;
  /** Additional duties on the line's origin (Section 301 on goods of Chinese origin into the US). */
  additionalDuty: number;
  /** The line's share, by goods value, of the fees per entry (US Merchandise and Harbor Maintenance Fees). */
  fees: number;
  /** goods + freight + insurance + duty + additionalDuty + fees. */
  landed: number;
  /** landed / qty, half-up to the cent. */
  perPiece: number;
}

/** One duty or fee of an estimate, summed over its lines: what the estimate adds and from which row of the duty table. */
export interface LandedCostPart {
  kind: DutyKind;
  /** 'Import duty', 'Section 301 (goods of Chinese origin)', 'Merchandise Processing Fee'. */
  label: string;
  /** Percent ('11.00', '0.3464'). */
  rate: string;
  /** What the rate is applied to: the goods value (FOB valuation), or goods, freight and insurance (CIF value). */
  basis: 'goods' | 'cif';
  /** A fee's least and most per entry, in the quotation's currency (at its locked rate); null: none. */
  minimum: number | null;
  maximum: number | null;
  /** A fee for one freight mode only (the Harbor Maintenance Fee: sea). */
  mode: FreightMode | null;
  amount: number;
  /** The rate's source as the duty table keeps it. */
  note: string | null;
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
  /** Each duty and fee added, in the duty table's order (general duty, additional duties, fees). */
  parts: LandedCostPart[];
  totals: { goods: number; freight: number; insurance: number; duty: number; additionalDuty: number; fees: number; landed: number };
  /** True when the destination is not the named place's country (C and D rules): the freight, insurance (and DDP duties) quoted to it are left out. */
  freightLeftOut: boolean;
  /** The landed total in the catalogue's currency at the quotation's locked rate ('About US$ …'); null for a quotation in the catalogue's currency. */
  catalogue: { currency: string; rate: string; landed: number } | null;
  /** Says what the estimate includes and leaves out (always shown with it). */
  note: string;
  /** The destinations the buyer can compare: those with duty rates kept. */
  countries: Country[];
}

export interface DutyRateRow {
  id: string;
  /** The general duty per HS code, an additional duty on goods of one origin, or a fee per entry. */
  kind: DutyKind;
  /** ISO country code, or 'EU' for the union's common tariff. */
  country: string;
  countryName: string;
  /** The code or heading it applies to; null for a fee (every entry). */
  hsCode: string | null;
  /** An additional duty's origin (ISO); null otherwise. */
  origin: string | null;
  /** A fee's freight mode (the Harbor Maintenance Fee: sea); null: every mode. */
  mode: FreightMode | null;
  /** How the estimate names an additional duty or a fee; null for a general duty ('Import duty'). */
  label: string | null;
  /** Percent of the customs value ('4.00', '0.3464'). */
  rate: string;
  /** A fee's least and most per entry, in the catalogue's currency ('33.58'); null: none. */
  minimum: string | null;
  maximum: string | null;
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
