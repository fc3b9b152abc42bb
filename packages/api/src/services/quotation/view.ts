import { DOCUMENTS, type QuotationView } from '@sw/protocol';
import type { quotations } from '../../db/schema';

export type QuotationRow = typeof quotations.$inferSelect;

/** A stored quotation as the buyer and the desk read it; a draft shows the version it will be sent as. */
export function quotationView(row: QuotationRow, nextVersion = 1): QuotationView {
  const sent = row.status === 'sent';
  return {
    quotationId: String(row.id),
    version: row.version ?? nextVersion,
    status: row.status,
    currency: row.currency,
    lines: row.lines,
    total: Number(row.total),
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil,
    remarks: row.note,
    terms: row.terms,
    sentAt: row.sentAt?.toISOString() ?? null,
    pdfUrl: sent ? DOCUMENTS.quotationPdf(String(row.id)) : null,
  };
}

/** `Quotation-IQ2611230001-v2.pdf`: what the download and the email attachment are called. */
export const quotationFileName = (inquiryNo: string, version: number) => `Quotation-${inquiryNo}-v${version}.pdf`;
