import { eq } from 'drizzle-orm';
import { getTheme, type QuotationView, type SiteTheme } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { companies, inquiries, members, quotations } from '../../db/schema';
import type { Member } from '../../lib/member';
import { toQuotationView, type InquiryRow } from '../inquiry';
import { renderQuotationPdf, type QuotationDocument } from './pdf';
import { quotationFileName } from './pricing';
import { nextVersion } from './rules';
import { documentEstimate } from './landedCost';

/** What the PDF prints about an inquiry's buyer and quotation. */
export async function quotationDocument(db: Reader, inquiry: InquiryRow, quotation: QuotationView, theme: SiteTheme): Promise<QuotationDocument> {
  const [buyer] = await db
    .select({ company: companies.name, contactName: companies.contactName, email: members.email, country: companies.country })
    .from(members)
    .innerJoin(companies, eq(companies.id, inquiry.companyId))
    .where(eq(members.id, inquiry.memberId))
    .limit(1);
  return {
    theme,
    inquiryNo: inquiry.inquiryNo,
    quotation,
    buyer: buyer ?? { company: null, contactName: null, email: '', country: null },
    address: inquiry.address ?? null,
    landedCost: await documentEstimate(db, Number(quotation.quotationId)),
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
  const [row] = await db
    .select({ quotation: quotations, inquiry: inquiries })
    .from(quotations)
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .where(eq(quotations.id, quotationId))
    .limit(1);
  if (!row) return null;
  const staff = member.role === 'staff';
  // Every colleague of the inquiry's company reads a sent quotation (a viewer too).
  if (!staff && (!member.companyId || row.inquiry.companyId !== member.companyId || row.quotation.status !== 'sent')) return null;
  const view = toQuotationView(row.quotation);
  if (view.status === 'draft') view.version = await nextVersion(db, row.inquiry.id);
  const pdf = await renderQuotationPdf(await quotationDocument(db, row.inquiry, view, getTheme(themeName)));
  return { filename: quotationFileName(row.inquiry.inquiryNo, view.version), pdf };
}
