import { eq } from 'drizzle-orm';
import { getTheme, type QuotationView, type SiteTheme } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { quotations } from '../../db/schema';
import { documentBuyerOf } from '../auth';
import type { Member } from '../../lib/member';
import { loadInquiry, toQuotationView, type InquiryRow } from '../inquiry';
import { renderQuotationPdf, type QuotationDocument } from './pdf';
import { quotationFileName } from './pricing';
import { nextVersion } from './rules';
import { documentEstimate } from './landedCost';
import { lineAnswersText } from './lineAnswersText';

/** What the PDF prints about an inquiry's buyer and quotation. */
export async function quotationDocument(db: Reader, inquiry: InquiryRow, quotation: QuotationView, theme: SiteTheme): Promise<QuotationDocument> {
  const buyer = await documentBuyerOf(db, inquiry.memberId, inquiry.companyId);
  return {
    theme,
    inquiryNo: inquiry.inquiryNo,
    quotation,
    buyer: buyer ?? { company: null, contactName: null, email: '', country: null },
    address: inquiry.address ?? null,
    landedCost: await documentEstimate(db, Number(quotation.quotationId)),
    lineAnswers: await lineAnswersText(db, inquiry.id, Number(quotation.quotationId), quotation.currency),
  };
}

export interface RenderedPdf {
  filename: string;
  pdf: Buffer;
}

/**
 * GET /documents/quotation/<id>.pdf: a sent quotation for its inquiry's company (every colleague) and for staff, and a draft for staff
 * only (a preview). Null for anyone else and for an unknown id alike, so a guessed id tells nothing.
 */
export async function quotationPdfFor(db: Db, quotationId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> {
  if (!member) return null;
  const [quotation] = await db.select().from(quotations).where(eq(quotations.id, quotationId)).limit(1);
  if (!quotation) return null;
  const row = { quotation, inquiry: await loadInquiry(db, quotation.inquiryId) };
  const staff = member.role === 'staff';
  // Every colleague of the inquiry's company reads a sent quotation (a viewer too).
  if (!staff && (!member.companyId || row.inquiry.companyId !== member.companyId || row.quotation.status !== 'sent')) return null;
  const view = toQuotationView(row.quotation);
  if (view.status === 'draft') view.version = await nextVersion(db, row.inquiry.id);
  const pdf = await renderQuotationPdf(await quotationDocument(db, row.inquiry, view, getTheme(themeName)));
  return { filename: quotationFileName(row.inquiry.inquiryNo, view.version), pdf };
}
