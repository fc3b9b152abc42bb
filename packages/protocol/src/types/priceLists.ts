import type { PriceListState } from '../schemas/priceLists';
import type { PriceLineScope, PriceSource } from '../priceLists/resolve';
import type { PriceListRounding } from '../priceLists/rules';

/** Answers of the console's price lists and the company's agreements (issue 51; docs/protocol.md, Price lists). Money is decimal text in the list's currency. */

/** A list's own terms, as the priceLists domain keeps them. */
export interface PriceListFacts {
  id: number;
  name: string;
  currency: string;
  /** 'YYYY-MM-DD', both inclusive; null open. */
  validFrom: string | null;
  validUntil: string | null;
  priority: number;
  version: number;
  firstOrderMinimum: string | null;
  reorderMinimum: string | null;
}

export interface PriceListSummary extends PriceListFacts {
  /** On today's UTC day: before validFrom, within, after validUntil. */
  state: PriceListState;
  companies: number;
  lines: number;
}

export interface PriceListView extends PriceListSummary {
  companyList: { id: string; name: string }[];
}

export interface PriceTierText {
  minQty: number;
  price: string;
}

export interface PriceListLineRow {
  id: number;
  scope: PriceLineScope;
  targetId: number | null;
  /** The goods' code, the specification's item code, the category's slug; null for all goods. */
  target: string | null;
  /** The goods' title (with the specification's values), the category's name, 'All goods'. */
  targetName: string;
  tiers: PriceTierText[] | null;
  rule: { adjustPercent: string; rounding: PriceListRounding } | null;
  /** 'Fixed: 1+ 3.10, 12+ 2.90' or 'catalogue −12 %, rounded up to .x9'. */
  howText: string;
  quantity: { minQty: number | null; maxQty: number | null; increment: number | null; mixAndMatch: boolean | null };
}

/** What a change of lines did: the list's new version, lines saved (added or replaced) and deleted. */
export interface PriceListLinesChange {
  listId: number;
  version: number;
  saved: number;
  deleted: number;
}

/** importLines.do: every row imported, or nothing (ok false) with every bad row's number and reason. */
export type PriceImportResult = ({ ok: true } & PriceListLinesChange) | { ok: false; problems: { row: number; reason: string }[] };

/** exportLines.do: the list's lines as sheet rows (PRICE_SHEET_COLUMNS), for a CSV or XLSX written in the browser. */
export interface PriceSheet {
  listName: string;
  version: number;
  currency: string;
  columns: string[];
  rows: string[][];
}

export interface PriceCalculationList {
  id: number;
  name: string;
  currency: string;
  priority: number;
  version: number;
  validFrom: string | null;
  validUntil: string | null;
  appliesOnDay: boolean;
}

/** One goods' price for the company on the day: the tiers, the catalogue's beside them, and the source in data and words. */
export interface PriceCalculationRow {
  code: string;
  goodsId: number;
  specId: number | null;
  title: string;
  currency: string;
  tiers: PriceTierText[];
  catalogueCurrency: string;
  catalogueTiers: PriceTierText[];
  source: PriceSource;
  /** priceSourceText: 'Your price (Spring agreement 2027, version 3): catalogue −12 % on all goods, …'. */
  text: string;
  passedOver: { listId: number; reason: string }[];
}

export interface PriceCalculation {
  company: { id: string; name: string };
  day: string;
  /** The company's assigned lists, highest priority first, and whether each applies on the day. */
  lists: PriceCalculationList[];
  rows: PriceCalculationRow[];
  /** Codes asked for that name no goods or specification. */
  unknownCodes: string[];
}

/** company/priceAgreements.do: the caller's company's agreements, as its colleagues see them. */
export interface CompanyPriceAgreement {
  name: string;
  currency: string;
  validFrom: string | null;
  validUntil: string | null;
  state: PriceListState;
  firstOrderMinimum: string | null;
  reorderMinimum: string | null;
}
