import type { Readable } from 'node:stream';
import type { Reader } from '../../db/client';
import { utcDay } from '../../lib/dailyNumber';
import { storedFileMissing } from '../../lib/errors';
import type { Member } from '../../lib/member';
import type { Storage } from '../../lib/storage/types';
import { loadDocument } from './library';
import type { DocumentRow } from './rows';

/** A stored report's size, or null when the store no longer has it. */
export async function reportSize(storage: Storage, key: string): Promise<number | null> {
  return (await storage.head(key))?.size ?? null;
}

/** A stored report's bytes as a stream from the store (disk or S3), or null when the store no longer has it. */
export async function openReport(storage: Storage, key: string): Promise<Readable> {
  const file = await storage.get(key);
  if (!file) throw storedFileMissing('This compliance pack', key);
  return file.body;
}

/** 'EN1811-SGS-GZ-2026-0412.pdf': the standard and report number, safe as a file name. */
export function reportFileName(doc: Pick<DocumentRow, 'standard' | 'reportNo'>): string {
  return `${doc.standard}-${doc.reportNo}`.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120) + '.pdf';
}

/** Staff and a signed-in member of a company download reports; a visitor (or a member without a company) does not. */
export const mayDownloadReports = (member: Member | null): member is Member => member !== null && (member.role === 'staff' || Boolean(member.companyId));

/**
 * GET /documents/compliance-report/<id>.pdf: staff read every document of the library; a signed-in buyer only a
 * current one (an expired document is never offered as valid); a visitor nothing. Null for all refusals alike.
 */
export async function complianceReportFor(db: Reader, storage: Storage, documentId: number, member: Member | null, now: Date): Promise<{ filename: string; size: number; body: Readable } | null> {
  if (!mayDownloadReports(member)) return null;
  const doc = await loadDocument(db, documentId);
  if (!doc) return null;
  const today = utcDay(now);
  if (member.role !== 'staff' && (doc.validUntil < today || doc.issuedOn > today)) return null;
  // A store that is away throws (500); one without the file says which file it lacks.
  const file = await storage.get(doc.fileKey);
  if (!file) throw storedFileMissing(`The report ${doc.reportNo}`, doc.fileKey);
  return { filename: reportFileName(doc), size: file.size, body: file.body };
}
