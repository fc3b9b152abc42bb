import { buffer } from 'node:stream/consumers';
import type { Reader } from '../../db/client';
import { utcDay } from '../../lib/dailyNumber';
import type { Member } from '../../lib/member';
import type { Storage } from '../../lib/storage/types';
import { loadDocument } from './library';
import type { DocumentRow } from './rows';

/** The largest report the back-end reads into memory to serve or to pack. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

/** A stored report's bytes, or null when the store no longer has it (or it is larger than a report can be). */
export async function reportBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key).catch(() => null);
  if (!file) return null;
  if (file.size > MAX_REPORT_BYTES) {
    file.body.destroy();
    return null;
  }
  return buffer(file.body).catch(() => null);
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
export async function complianceReportFor(db: Reader, storage: Storage, documentId: number, member: Member | null, now: Date): Promise<{ filename: string; pdf: Buffer } | null> {
  if (!mayDownloadReports(member)) return null;
  const doc = await loadDocument(db, documentId);
  if (!doc) return null;
  const today = utcDay(now);
  if (member.role !== 'staff' && (doc.validUntil < today || doc.issuedOn > today)) return null;
  const pdf = await reportBytes(storage, doc.fileKey);
  return pdf ? { filename: reportFileName(doc), pdf } : null;
}
