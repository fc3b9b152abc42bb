import type { QuotationView, ShippingAddress, SiteTheme } from '@sw/protocol';
import { brandedPdf, formatDay, type DocumentBuyer } from '../documents';

/** Everything printed on a quotation: the brand, the inquiry, the buyer and the quotation itself. */
export interface QuotationDocument {
  theme: SiteTheme;
  inquiryNo: string;
  quotation: QuotationView;
  buyer: DocumentBuyer;
  address: ShippingAddress | null;
}

/** Used when the sales team wrote no terms of their own. */
export const DEFAULT_TERMS = [
  'Prices are FOB Guangzhou (Incoterms 2020) in the currency shown; CIF and DDP quotations on request.',
  'Lead time counts from the deposit and the approval of artwork and pre-production samples.',
  'Samples: stock samples are charged at the unit price plus courier; custom samples take 7-10 working days and their fee is refunded on a bulk order of the same design.',
  'Material: 316L or 304 stainless steel as specified, nickel-free; plating by vacuum PVD. Slight colour variation between plating batches is normal.',
  'Quantities may vary by up to 3% for custom production; the invoice follows the quantity shipped.',
  'Prices hold until the validity date; after it they follow the steel and gold markets.',
].join('\n');

/** The quotation as an A4 PDF: letterhead, parties, priced lines with their tiers, total, remarks, terms, page numbers. */
export function renderQuotationPdf(data: QuotationDocument): Promise<Buffer> {
  const { theme, quotation } = data;
  const pdf = brandedPdf(theme, { title: `Quotation ${data.inquiryNo} v${quotation.version}`, subject: `Quotation for inquiry ${data.inquiryNo}` });
  pdf.title('Quotation', `No. ${data.inquiryNo}  ·  Version ${quotation.version}`, [
    ['Date', quotation.sentAt ? formatDay(new Date(quotation.sentAt)) : 'Draft'],
    ['Valid until', formatDay(quotation.validUntil)],
    ['Lead time', `${quotation.leadTimeDays} days`],
    ['Currency', quotation.currency],
  ]);
  pdf.parties('Prepared for', data.buyer, data.address);
  pdf.linesTable(quotation.lines, quotation.currency);
  pdf.total('Total', quotation.total, quotation.currency);
  if (quotation.remarks) pdf.section('Remarks', quotation.remarks, false);
  pdf.section('Payment terms', quotation.paymentTerms.label, false);
  pdf.section('Terms and conditions', quotation.terms || DEFAULT_TERMS, true);
  pdf.closing('Thank you for your inquiry. We look forward to crafting this order for you.');
  return pdf.finish(`Quotation ${data.inquiryNo} v${quotation.version}`);
}
