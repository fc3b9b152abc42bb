import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { complianceState, DOCUMENTS, en1811LimitText, standardName, type ComplianceDocument, type ComplianceScope, type ComplianceStandard } from '@sw/protocol';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { complianceDocuments, facets, goods, goodsFacets, goodsSpecs } from '../../db/schema';

/** A document row with what it covers in words (the plating's name, the goods' code and title). */
export type DocumentRow = typeof complianceDocuments.$inferSelect & { platingName: string | null; goodsCode: string | null; goodsTitle: string | null };

/** The columns of a DocumentRow; the query joins facets and goods on the left (documentRows). */
export const documentColumns = {
  document: complianceDocuments,
  platingName: facets.name,
  goodsCode: goods.code,
  goodsTitle: goods.title,
};

export const flatten = (row: { document: typeof complianceDocuments.$inferSelect; platingName: string | null; goodsCode: string | null; goodsTitle: string | null }): DocumentRow => ({
  ...row.document, platingName: row.platingName, goodsCode: row.goodsCode, goodsTitle: row.goodsTitle,
});

/** What a document covers, in words. */
export function coversText(row: DocumentRow): string {
  if (row.scope === 'material') return row.material ?? '';
  if (row.scope === 'plating') return `${row.platingName ?? 'A plating'} (plating)`;
  return row.goodsCode ? `${row.goodsCode} ${row.goodsTitle ?? ''}`.trim() : 'One goods';
}

/** 'limit 0.5 µg/cm²/week (…)' for an EN 1811 report; null for any other standard. */
export const limitOf = (row: Pick<DocumentRow, 'standard' | 'pierced'>) => (row.standard === 'EN1811' ? en1811LimitText(row.pierced) : null);

export const nameOf = (row: Pick<DocumentRow, 'standard' | 'otherName'>) => standardName(row.standard as ComplianceStandard, row.otherName);

export function toComplianceDocument(row: DocumentRow, today: string): ComplianceDocument {
  return {
    documentId: String(row.id),
    standard: row.standard as ComplianceStandard,
    standardName: nameOf(row),
    otherName: row.otherName,
    lab: row.lab,
    reportNo: row.reportNo,
    issuedOn: row.issuedOn,
    validUntil: row.validUntil,
    state: complianceState(row.validUntil, today),
    scope: row.scope as ComplianceScope,
    covers: coversText(row),
    material: row.material,
    platingId: row.platingId === null ? null : String(row.platingId),
    goodsId: row.goodsId === null ? null : String(row.goodsId),
    pierced: row.pierced,
    result: row.result,
    limit: limitOf(row),
    fileKey: row.fileKey,
    fileName: row.fileName,
    downloadPath: DOCUMENTS.complianceReportPdf(String(row.id)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** In the library (not withdrawn) and valid on `today`: the only documents ever offered to buyers. */
export const isCurrent = (today: string): SQL => and(isNull(complianceDocuments.withdrawnAt), gte(complianceDocuments.validUntil, today), sql`${complianceDocuments.issuedOn} <= ${today}`)!;

/**
 * The document covers the goods whose id is `goodsId`: it names the goods, or one of its platings (a platingMaterial
 * facet value of the goods), or the Material of one of its specifications. Each branch is an index lookup by goods id.
 */
export function coversGoods(goodsId: AnyPgColumn | SQL): SQL {
  return sql`(
    (${complianceDocuments.scope} = 'goods' and ${complianceDocuments.goodsId} = ${goodsId})
    or (${complianceDocuments.scope} = 'plating' and exists (
      select 1 from ${goodsFacets} where ${goodsFacets.goodsId} = ${goodsId} and ${goodsFacets.facetId} = ${complianceDocuments.platingId}))
    or (${complianceDocuments.scope} = 'material' and exists (
      select 1 from ${goodsSpecs} where ${goodsSpecs.goodsId} = ${goodsId}
        and ${goodsSpecs.entries} @> jsonb_build_array(jsonb_build_object('cd', 'material', 'vl', ${complianceDocuments.material}::text))))
  )`;
}

/** The joins of documentColumns. */
export const platingJoin = eq(facets.id, complianceDocuments.platingId);
export const goodsJoin = eq(goods.id, complianceDocuments.goodsId);
