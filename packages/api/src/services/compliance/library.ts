import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  COMPLIANCE_LIMITS, EN1811_LIMITS, EXPIRY_REMINDER_DAYS, RES,
  type ComplianceDocument, type ComplianceLibraryPage, type complianceLibrarySchema, type complianceSaveSchema,
} from '@sw/protocol';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { Reader, Tx } from '../../db/client';
import { complianceDocuments, facets, goods, goodsSpecs, uploads } from '../../db/schema';
import { utcDay } from '../../lib/dailyNumber';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { paging } from '../../lib/paging';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { runUseCase } from '../useCase';
import { documentColumns, flatten, goodsJoin, nameOf, platingJoin, toComplianceDocument, type DocumentRow } from './rows';

type SaveInput = z.output<typeof complianceSaveSchema>;
type LibraryInput = z.output<typeof complianceLibrarySchema>;
type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (day: string, days: number) => utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));

/** One document with what it covers, or null (withdrawn ones too when asked). */
export async function loadDocument(db: Reader, documentId: number, withdrawn = false): Promise<DocumentRow | null> {
  const [row] = await db.select(documentColumns).from(complianceDocuments)
    .leftJoin(facets, platingJoin).leftJoin(goods, goodsJoin)
    .where(withdrawn ? eq(complianceDocuments.id, documentId) : and(eq(complianceDocuments.id, documentId), isNull(complianceDocuments.withdrawnAt)))
    .limit(1);
  return row ? flatten(row) : null;
}

/** The materials the catalogue's specifications name (the form's choices; a document covers one of them). */
export async function catalogueMaterials(db: Reader): Promise<string[]> {
  const result = await db.execute<{ material: string }>(sql`
    select distinct entry ->> 'vl' as material from ${goodsSpecs}, jsonb_array_elements(${goodsSpecs.entries}) as entry
    where entry ->> 'cd' = 'material' order by 1`);
  return (result as unknown as { rows: { material: string }[] }).rows.map((row) => row.material).filter(Boolean);
}

/** The checks a saved document must pass beyond its schema: dates against today, the EN 1811 result, what it covers, its file. */
async function checkDocument(tx: Tx, input: SaveInput, today: string): Promise<{ fileName: string }> {
  if (input.issuedOn > today) throw invalid('The issue date cannot be in the future.');
  if (input.validUntil < today) {
    throw invalid(`This document expired on ${input.validUntil}: it cannot be added as valid. Please upload the current report.`);
  }
  if (input.standard === 'EN1811' && input.result !== undefined) {
    const limit = input.pierced ? EN1811_LIMITS.pierced : EN1811_LIMITS.skin;
    if (Number(input.result) > Number(limit)) {
      throw invalid(`The result ${input.result} µg/cm²/week is above the EN 1811 limit of ${limit}: this report does not show compliance.`);
    }
  }
  if (input.scope === 'material') {
    const known = await catalogueMaterials(tx);
    if (!known.includes(input.material!)) throw invalid(`No goods in the catalogue are of the material '${input.material}'. Please choose one from the list.`);
  } else if (input.scope === 'plating') {
    const [plating] = await tx.select({ kind: facets.kind }).from(facets).where(eq(facets.id, input.platingId!)).limit(1);
    if (plating?.kind !== 'platingMaterial') throw invalid('Please choose a plating from the list.');
  } else {
    const [found] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, input.goodsId!)).limit(1);
    if (!found) throw notFound('The goods');
  }
  const [upload] = await tx.select({ name: uploads.name }).from(uploads).where(eq(uploads.key, input.fileKey)).limit(1);
  if (!upload) throw new ApiError(RES.NOT_FOUND, 'This file was not found. Please upload the PDF again.');
  return { fileName: input.fileName ?? upload.name };
}

/** What the audit trail keeps of a document. */
const auditView = (doc: ComplianceDocument) => ({
  standard: doc.standardName, lab: doc.lab, reportNo: doc.reportNo, issuedOn: doc.issuedOn, validUntil: doc.validUntil,
  covers: doc.covers, pierced: doc.pierced, result: doc.result, file: doc.fileName,
});

/** staff/compliance/save.do: a new document, or a change to one; with its audit row, in one transaction. */
export async function saveComplianceDocument(deps: Deps, staff: Pick<Member, 'id' | 'email'>, input: SaveInput): Promise<ComplianceDocument> {
  return runUseCase(deps, async (uc) => {
    const today = utcDay(uc.now);
    const before = input.documentId ? await loadDocument(uc.tx, input.documentId) : null;
    if (input.documentId && !before) throw notFound('This document');
    const { fileName } = await checkDocument(uc.tx, input, today);
    const en1811 = input.standard === 'EN1811';
    const values = {
      standard: input.standard,
      otherName: input.standard === 'OTHER' ? input.otherName! : null,
      lab: input.lab,
      reportNo: input.reportNo,
      issuedOn: input.issuedOn,
      validUntil: input.validUntil,
      scope: input.scope,
      material: input.scope === 'material' ? input.material! : null,
      platingId: input.scope === 'plating' ? input.platingId! : null,
      goodsId: input.scope === 'goods' ? input.goodsId! : null,
      pierced: en1811 && input.pierced,
      result: en1811 ? (input.result ?? null) : null,
      fileKey: input.fileKey,
      fileName,
      updatedAt: uc.now,
    };
    const [saved] = before
      ? await uc.tx.update(complianceDocuments).set(values).where(eq(complianceDocuments.id, before.id)).returning({ id: complianceDocuments.id })
      : await uc.tx.insert(complianceDocuments).values({ ...values, createdBy: staff.id, createdAt: uc.now }).returning({ id: complianceDocuments.id });
    const after = toComplianceDocument((await loadDocument(uc.tx, saved!.id))!, today);
    await recordAudit(uc.tx, staff, {
      action: before ? 'compliance.update' : 'compliance.create',
      targetType: 'complianceDocument',
      targetId: after.documentId,
      summary: `${before ? 'Changed' : 'Added'} ${after.standardName} report ${after.reportNo} (${after.lab}) for ${after.covers}, valid until ${after.validUntil}`,
      before: before ? auditView(toComplianceDocument(before, today)) : null,
      after: auditView(after),
    });
    return after;
  });
}

/** staff/compliance/withdraw.do: the document leaves the library and is no longer offered; the audit trail keeps it. */
export async function withdrawComplianceDocument(deps: Deps, staff: Pick<Member, 'id' | 'email'>, documentId: number): Promise<{ documentId: string }> {
  return runUseCase(deps, async (uc) => {
    const row = await loadDocument(uc.tx, documentId);
    if (!row) throw notFound('This document');
    await uc.tx.update(complianceDocuments).set({ withdrawnAt: uc.now, updatedAt: uc.now }).where(eq(complianceDocuments.id, documentId));
    const doc = toComplianceDocument(row, utcDay(uc.now));
    await recordAudit(uc.tx, staff, {
      action: 'compliance.withdraw',
      targetType: 'complianceDocument',
      targetId: doc.documentId,
      summary: `Withdrew ${nameOf(row)} report ${doc.reportNo} (${doc.lab}) for ${doc.covers}`,
      before: auditView(doc),
      after: null,
    });
    return { documentId: doc.documentId };
  });
}

/** The library's expiry filter as a condition on valid_until. */
function expiryCondition(expiry: LibraryInput['expiry'], today: string): SQL | undefined {
  const horizon = addDays(today, EXPIRY_REMINDER_DAYS);
  if (expiry === 'expired') return lt(complianceDocuments.validUntil, today);
  if (expiry === 'expiring') return and(sql`${complianceDocuments.validUntil} >= ${today}`, lte(complianceDocuments.validUntil, horizon));
  if (expiry === 'valid') return gt(complianceDocuments.validUntil, horizon);
  return undefined;
}

/** staff/compliance/library.do: the documents in the library, soonest to end first, with the form's choices. */
export async function complianceLibrary(db: Reader, input: LibraryInput, now: Date): Promise<Omit<ComplianceLibraryPage, 'renewals'>> {
  const today = utcDay(now);
  const { pageNum, pageSize, offset } = paging(input, COMPLIANCE_LIMITS.pageSize);
  const inLibrary = isNull(complianceDocuments.withdrawnAt);
  const where = and(inLibrary, input.standard ? eq(complianceDocuments.standard, input.standard) : undefined, expiryCondition(input.expiry, today));
  const [rows, [total], materials, platings, [expired], [expiring]] = await Promise.all([
    db.select(documentColumns).from(complianceDocuments).leftJoin(facets, platingJoin).leftJoin(goods, goodsJoin)
      .where(where).orderBy(asc(complianceDocuments.validUntil), desc(complianceDocuments.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(complianceDocuments).where(where),
    catalogueMaterials(db),
    db.select({ id: facets.id, name: facets.name }).from(facets).where(eq(facets.kind, 'platingMaterial')).orderBy(asc(facets.sort), asc(facets.id)),
    db.select({ n: count() }).from(complianceDocuments).where(and(inLibrary, expiryCondition('expired', today))),
    db.select({ n: count() }).from(complianceDocuments).where(and(inLibrary, expiryCondition('expiring', today))),
  ]);
  return {
    list: rows.map((row) => toComplianceDocument(flatten(row), today)),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
    materials,
    platings: platings.map((row) => ({ id: String(row.id), name: row.name })),
    counts: { expired: expired?.n ?? 0, expiring: expiring?.n ?? 0 },
  };
}
