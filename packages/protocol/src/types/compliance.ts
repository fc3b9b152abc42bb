import type { ComplianceScope, ComplianceStandard, ComplianceState } from '../compliance';
import type { Page } from './page';

/** One document of the console's library (staff/compliance/library.do). */
export interface ComplianceDocument {
  documentId: string;
  standard: ComplianceStandard;
  /** The standard as shown: 'EN 1811', or the named one of 'another standard'. */
  standardName: string;
  /** 'another standard': its name; null for the listed ones. */
  otherName: string | null;
  lab: string;
  reportNo: string;
  issuedOn: string;
  validUntil: string;
  state: ComplianceState;
  scope: ComplianceScope;
  /** What it covers, in words: '316L Stainless Steel', 'Gold plating', 'SW-1001 Huggie hoops'. */
  covers: string;
  material: string | null;
  platingId: string | null;
  goodsId: string | null;
  /** EN 1811 only: whether the result is for parts pierced through the body (limit 0.2, else 0.5). */
  pierced: boolean;
  /** EN 1811 only: the measured nickel release (µg/cm²/week, exact decimal text), or null. */
  result: string | null;
  /** EN 1811 only: 'limit 0.5 µg/cm²/week (prolonged skin contact)'; null for other standards. */
  limit: string | null;
  fileKey: string;
  fileName: string;
  /** GET this path for the PDF (staff and signed-in buyers; an expired one for staff only). */
  downloadPath: string;
  updatedAt: string;
}

/** The console's library: a page of documents, and the choices of its form (materials and platings of the catalogue). */
export interface ComplianceLibraryPage extends Page<ComplianceDocument> {
  materials: string[];
  platings: { id: string; name: string }[];
  /** How many documents of the whole library are expired and how many end within the reminder window. */
  counts: { expired: number; expiring: number };
  /** Across the whole library (not only this page): documents to renew before open orders ship, soonest to end first. */
  renewals: ComplianceRenewal[];
}

/** A standard covering goods, as the goods page shows it: its name for everyone, its report for signed-in buyers. */
export interface GoodsStandard {
  standard: ComplianceStandard;
  standardName: string;
  /** The goods list's facet label: 'Nickel release EN 1811'. */
  facet: string;
  /** The goods list's facet key (`standard` of onlineGoodsList.do): 'EN1811', or 'OTHER:' and the standard's name. */
  facetKey: string;
  limit: string | null;
  /** 'Tested to' as the page reads it: 'Nickel release (EN 1811)', then the limit line when there is one. */
  heading: string;
  /** EN 1811 only: 'at most 0.5 µg/cm²/week, prolonged skin contact'; null for other standards. */
  limitLine: string | null;
  validUntil: string;
  /** The report's id and download path: left out of a visitor's answer (only members who may download see them). */
  documentId?: string;
  downloadPath?: string;
}

/** One option of the goods list's standard facet: a standard that currently covers goods on sale, with their count. */
export interface StandardFacet {
  /** `standard` of onlineGoodsList.do: 'EN1811', or 'OTHER:ISO 8654'. */
  key: string;
  standard: ComplianceStandard;
  /** 'EN 1811', or the other standard's name. */
  standardName: string;
  /** The option's label: 'Nickel release EN 1811', or the other standard's name. */
  facet: string;
  /** Goods on sale a current document of the standard covers. */
  count: number;
}

/** The current documents of one order line (the order page's compliance pack). */
export interface OrderLineCompliance {
  lineId: string;
  goodsCode: string;
  title: string;
  /** `endsBeforeShipDay`: valid until a day before the order's promised ship day (it will have expired when the goods ship). */
  standards: { standardName: string; reportNo: string; lab: string; validUntil: string; limit: string | null; endsBeforeShipDay: boolean }[];
}

/** erp/orderCompliance.do: what the order's compliance pack holds, and where to download it (null when it holds nothing). */
export interface OrderCompliance {
  orderId: string;
  lines: OrderLineCompliance[];
  packPath: string | null;
  /** The day the order is promised to ship while it still waits to ship; null once shipped (or never promised). */
  promisedShipDate: string | null;
}

/** A current document that ends before the promised ship day of open orders it covers: the desk renews it first. */
export interface ComplianceRenewal {
  documentId: string;
  standardName: string;
  reportNo: string;
  validUntil: string;
  /** The orders still waiting to ship, soonest ship day first. */
  orders: { orderId: string; orderNo: string; promisedShipDate: string }[];
}
