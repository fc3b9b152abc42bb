import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  complianceStandard, COMPLIANCE_STANDARD_CODES, DOCUMENTS, en1811LimitLine, parseStandardFacetKey, standardFacetKey, standardHeading, standardName,
  type ComplianceStandard, type GoodsStandard, type StandardFacet,
} from '@sw/protocol';
import type { Reader } from '../../db/client';
import type { Member } from '../../lib/member';
import { mayDownloadReports } from './download';
import { complianceDocuments, facets, goods } from '../../db/schema';
import { coversGoods, documentColumns, flatten, goodsJoin, isCurrent, limitOf, nameOf, platingJoin, type DocumentRow } from './rows';

/**
 * Which current documents cover which goods: the goods page's standards, the goods list's standard facet, an order's
 * compliance pack and the Prop 65 warning of a packing list. Only documents in the library and valid on `today` count:
 * an expired one is never offered as valid.
 */

/** A document of the facet's standard: one of the four by code, another named standard by its name (any case). */
function ofStandard(facet: { standard: ComplianceStandard; otherName: string | null }): SQL {
  return facet.standard === 'OTHER'
    ? sql`${complianceDocuments.standard} = 'OTHER' and lower(trim(${complianceDocuments.otherName})) = lower(${facet.otherName ?? ''})`
    : sql`${complianceDocuments.standard} = ${facet.standard}`;
}

/**
 * A condition on goods (the goods list): a current document of the standard the facet key names ('EN1811', or
 * 'OTHER:' and a named standard) covers the goods. A key that names nothing matches nothing.
 */
export function coveredByStandard(key: string, today: string, goodsId: AnyPgColumn = goods.id): SQL {
  const facet = parseStandardFacetKey(key);
  if (!facet) return sql`false`;
  return sql`exists (select 1 from ${complianceDocuments} where ${ofStandard(facet)} and ${isCurrent(today)} and ${coversGoods(goodsId)})`;
}

/**
 * The goods list's standard facet: each standard that current documents cover goods `where` (the catalogue's goods
 * on sale) of, with how many goods; the four named ones by code, every other by its name (names differing only in
 * case are one standard, shown as first written), in the table's order and then by name.
 */
export async function standardFacets(db: Reader, today: string, where: SQL): Promise<StandardFacet[]> {
  const nameKey = sql<string>`lower(trim(coalesce(${complianceDocuments.otherName}, '')))`;
  const rows = await db
    .select({ standard: complianceDocuments.standard, name: sql<string | null>`(array_agg(trim(${complianceDocuments.otherName}) order by ${complianceDocuments.createdAt}, ${complianceDocuments.id}))[1]`, count: sql<number>`count(distinct ${goods.id})::int` })
    .from(complianceDocuments)
    .innerJoin(goods, coversGoods(goods.id))
    .where(and(isCurrent(today), where))
    .groupBy(complianceDocuments.standard, nameKey);
  return rows
    .filter((row) => row.count > 0 && (row.standard !== 'OTHER' || row.name))
    .map((row) => {
      const standard = row.standard as ComplianceStandard;
      const named = standardName(standard, row.name);
      return { key: standardFacetKey(standard, row.name), standard, standardName: named, facet: standard === 'OTHER' ? named : complianceStandard(standard).facet, count: Number(row.count) };
    })
    .sort((a, b) => standardRank(a.standard) - standardRank(b.standard) || a.standardName.localeCompare(b.standardName, 'en'));
}

/** The current documents covering each of `goodsIds`, per goods id, in the standards' order then the newest first. */
export async function currentDocumentsOf(db: Reader, goodsIds: number[], today: string): Promise<Map<number, DocumentRow[]>> {
  const byGoods = new Map<number, DocumentRow[]>();
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return byGoods;
  const covered = sql<number>`covered.id`;
  const rows = await db
    .select({ ...documentColumns, coveredId: covered })
    .from(complianceDocuments)
    .innerJoin(sql`${goods} as covered`, coversGoods(sql`covered.id`))
    .leftJoin(facets, platingJoin)
    .leftJoin(goods, goodsJoin)
    .where(and(isCurrent(today), sql`covered.id in ${ids}`))
    .orderBy(asc(complianceDocuments.validUntil));
  for (const row of rows) {
    const id = Number(row.coveredId);
    byGoods.set(id, [...(byGoods.get(id) ?? []), flatten(row)]);
  }
  for (const [id, docs] of byGoods) byGoods.set(id, sortByStandard(docs));
  return byGoods;
}

const standardRank = (code: string) => COMPLIANCE_STANDARD_CODES.indexOf(code as ComplianceStandard);

/** Each standard once (the document that stays valid longest), in the standards' order. */
export function sortByStandard(docs: DocumentRow[]): DocumentRow[] {
  const best = new Map<string, DocumentRow>();
  for (const doc of docs) {
    const key = `${doc.standard}:${doc.otherName ?? ''}:${doc.pierced}`;
    const kept = best.get(key);
    if (!kept || doc.validUntil > kept.validUntil) best.set(key, doc);
  }
  return [...best.values()].sort((a, b) => standardRank(a.standard) - standardRank(b.standard) || a.id - b.id);
}

/** The goods page's standards (csite/onlineGoodsDetail.do `standards`). */
export async function goodsStandards(db: Reader, goodsId: number, today: string): Promise<GoodsStandard[]> {
  const docs = (await currentDocumentsOf(db, [goodsId], today)).get(goodsId) ?? [];
  return docs.map((doc) => ({
    standard: doc.standard as ComplianceStandard,
    standardName: nameOf(doc),
    facet: doc.standard === 'OTHER' ? nameOf(doc) : complianceStandard(doc.standard as ComplianceStandard).facet,
    facetKey: standardFacetKey(doc.standard as ComplianceStandard, doc.otherName),
    limit: limitOf(doc),
    heading: standardHeading(doc.standard as ComplianceStandard, doc.otherName),
    limitLine: doc.standard === 'EN1811' ? en1811LimitLine(doc.pierced) : null,
    documentId: String(doc.id),
    validUntil: doc.validUntil,
    downloadPath: DOCUMENTS.complianceReportPdf(String(doc.id)),
  }));
}

/**
 * The goods page's standards as a caller sees them: a visitor (or anyone who may not download reports) gets them
 * without the report's id and path. A copy: the cached answer is shared and never changed.
 */
export function standardsFor<T extends { standards: GoodsStandard[] }>(answer: T, member: Member | null): T {
  if (mayDownloadReports(member)) return answer;
  return { ...answer, standards: answer.standards.map(({ documentId: _id, downloadPath: _path, ...rest }) => rest) };
}

/** Whether a current Prop 65 declaration covers any of `goodsIds` (the packing list of a shipment to California). */
export async function needsProp65Warning(db: Reader, goodsIds: number[], today: string): Promise<boolean> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return false;
  const [row] = await db
    .select({ id: complianceDocuments.id })
    .from(complianceDocuments)
    .innerJoin(sql`${goods} as covered`, coversGoods(sql`covered.id`))
    .where(and(eq(complianceDocuments.standard, 'PROP65'), isCurrent(today), sql`covered.id in ${ids}`))
    .limit(1);
  return Boolean(row);
}

/** A shipping address in California: the United States, region CA or California. */
export function isCalifornia(address: { country: string; region: string | null } | null): boolean {
  if (!address || address.country.toUpperCase() !== 'US') return false;
  return /^(ca|california)$/i.test((address.region ?? '').trim());
}

