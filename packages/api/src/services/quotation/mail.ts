import type { QuotationView } from '@sw/protocol';
import { detailsLink, lines } from '../mail';
import { formatDay, formatMoney } from '../documents';

/** The buyer's emails from the quotation desk: plain text, with the link back to the inquiry area. */

export const quotationLink = (publicUrl: string, inquiryId: number) => `${publicUrl}/inquiry/quotation?inquiryId=${inquiryId}`;

interface About {
  brand: string;
  publicUrl: string;
  inquiryId: number;
  inquiryNo: string;
}

/** The quotation email: a summary of every line, the total, lead time and validity (the PDF goes with it). */
export function quotationMail({ brand, publicUrl, inquiryId, inquiryNo, quotation }: About & { quotation: QuotationView }) {
  const money = (amount: number) => formatMoney(amount, quotation.currency);
  const revised = quotation.version > 1;
  return {
    fromName: brand,
    subject: `${brand}: ${revised ? `revised quotation (version ${quotation.version})` : 'your quotation'} for inquiry ${inquiryNo}`,
    text: lines(
      'Hello,',
      '',
      revised
        ? `As you asked, we revised our quotation for your inquiry ${inquiryNo}. Version ${quotation.version}:`
        : `Thank you for your inquiry ${inquiryNo}. Here is our quotation:`,
      '',
      ...quotation.lines.map((line) => `- ${line.title}: ${line.qty} pcs x ${money(line.unitPrice)} = ${money(line.amount)}`),
      '',
      `Total: ${money(quotation.total)}`,
      `Lead time: ${quotation.leadTimeDays} days`,
      `Valid until: ${formatDay(quotation.validUntil)}`,
      quotation.remarks ? `\nRemarks: ${quotation.remarks}` : null,
      '',
      'The quotation is attached as a PDF.',
      `Read it, accept it or ask for a revision here: ${quotationLink(publicUrl, inquiryId)}`,
      '',
      `The ${brand} sales team`,
    ),
  };
}

/** The decline email, and the same words for the thread. */
export function declineMail({ brand, publicUrl, inquiryId, inquiryNo, reason }: About & { reason?: string }) {
  const thread = lines(`We are sorry: we cannot quote inquiry ${inquiryNo}.`, reason ? `Reason: ${reason}` : null);
  return {
    thread,
    fromName: brand,
    subject: `${brand}: about your inquiry ${inquiryNo}`,
    text: lines(
      'Hello,',
      '',
      thread,
      '',
      `You can read the inquiry and write to us here: ${detailsLink(publicUrl, inquiryId)}`,
      '',
      `The ${brand} sales team`,
    ),
  };
}
