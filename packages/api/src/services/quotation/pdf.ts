import { chargeLines, countryInSentence, landedPartDetail, toMinor, type LandedCostEstimate, type QuotationView, type ShippingAddress, type SiteTheme } from '@sw/protocol';
import { brandedPdf, formatDay, formatMoney, type BrandedPdf, type DocumentBuyer } from '../documents';

/** Everything printed on a quotation: the brand, the inquiry, the buyer and the quotation itself. */
export interface QuotationDocument {
  theme: SiteTheme;
  inquiryNo: string;
  quotation: QuotationView;
  buyer: DocumentBuyer;
  address: ShippingAddress | null;
  /** The landed-cost estimate for the inquiry's destination (null: none could be made). */
  landedCost: LandedCostEstimate | null;
  /** The per-line answers (offers, substitutes, declined lines; lineAnswersText.ts), or null. */
  lineAnswers?: string | null;
}

/** Used when the sales team wrote no terms of their own. */
export const DEFAULT_TERMS = [
  'Prices follow the Incoterms 2020 rule and place shown on this quotation, in the currency shown.',
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
    ['Incoterms 2020', `${quotation.tradeTerms.incoterm} ${quotation.tradeTerms.place}`],
  ]);
  pdf.parties('Prepared for', data.buyer, data.address);
  pdf.linesTable(quotation.lines, quotation.currency);
  if (data.lineAnswers) pdf.section('Line by line', data.lineAnswers, false);
  drawCharges(pdf, quotation);
  const { tradeTerms } = quotation;
  const lead: [string, number][] = tradeTerms.chargesTotal ? [['Goods', tradeTerms.goodsTotal], [chargesLabel(quotation), tradeTerms.chargesTotal]] : [];
  pdf.total('Total', quotation.total, quotation.currency, [], lead);
  if (quotation.exchange) {
    const rate = quotation.exchange;
    pdf.section('Exchange rate', `${formatMoney(rate.catalogueTotal, rate.catalogueCurrency)} at 1 ${rate.catalogueCurrency} = ${rate.rate} ${rate.currency} (rate of ${formatDay(rate.rateDate)}), locked until ${formatDay(rate.lockedUntil)}. After that day, accepting needs a new version at a current rate.`, false);
  }
  if (data.landedCost) drawLandedCost(pdf, data.landedCost);
  if (quotation.remarks) pdf.section('Remarks', quotation.remarks, false);
  pdf.section('Payment terms', quotation.paymentTerms.label, false);
  pdf.section('Terms and conditions', quotation.terms || DEFAULT_TERMS, true);
  pdf.closing('Thank you for your inquiry. We look forward to crafting this order for you.');
  return pdf.finish(`Quotation ${data.inquiryNo} v${quotation.version}`);
}

/** What the charges' sum holds, named by the charges quoted: 'Freight and insurance', 'Freight, insurance and duties'. */
function chargesLabel(quotation: QuotationView): string {
  const words = chargeLines(quotation.tradeTerms).map((line) => (line.kind === 'duties' ? 'duties' : line.label.toLowerCase()));
  const text = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? 'charges');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The charges quoted apart from the goods: freight (mode, carrier, transit time), insurance, duties. */
function drawCharges(pdf: BrandedPdf, quotation: QuotationView): void {
  const { tradeTerms, currency } = quotation;
  const rows: string[][] = [];
  if (tradeTerms.freight) {
    const f = tradeTerms.freight;
    rows.push(['Freight', `${f.modeLabel}, ${f.carrier}, ${f.transitDays} days in transit`, formatMoney(f.cost, currency)]);
  }
  if (tradeTerms.insurance !== null) rows.push(['Insurance', 'Cargo insurance', formatMoney(tradeTerms.insurance, currency)]);
  if (tradeTerms.duties !== null) rows.push(['Duties and taxes', 'Import duties and taxes paid by us', formatMoney(tradeTerms.duties, currency)]);
  pdf.caption(`Trade terms: ${tradeTerms.label}`, pdf.left, pdf.doc.y + 8);
  pdf.doc.y += 22;
  if (!rows.length) return;
  pdf.table([{ label: 'Charge', width: 110 }, { label: 'Details', width: 283 }, { label: 'Amount', width: 90, align: 'right' }], rows);
}

/**
 * The landed-cost estimate per line and per piece, labelled an estimate with the rates' date, then each duty and fee
 * with its rate. The columns are wide enough for an 8-digit HS code and a five-figure amount on one line.
 */
function drawLandedCost(pdf: BrandedPdf, estimate: LandedCostEstimate): void {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  const sum = (...amounts: number[]) => formatMoney(amounts.reduce((total, amount) => total + toMinor(amount), 0n), estimate.currency);
  pdf.caption(`Landed-cost estimate for ${countryInSentence(estimate.countryName)}${estimate.ratesDate ? ` (duty rates of ${formatDay(estimate.ratesDate)})` : ''}`, pdf.left, pdf.doc.y);
  pdf.doc.y += 12;
  const { totals } = estimate;
  pdf.table(
    [
      { label: 'Item', width: 75 }, { label: 'HS code', width: 56 }, { label: 'Origin', width: 36 }, { label: 'Goods', width: 64, align: 'right' },
      { label: 'Freight+ins.', width: 68, align: 'right' }, { label: 'Duty, fees', width: 60, align: 'right' }, { label: 'Landed', width: 66, align: 'right' },
      { label: 'Per piece', width: 58, align: 'right' },
    ],
    estimate.lines.map((line) => [
      line.title, line.hsCode ?? '-', line.origin ?? '-', money(line.goods), sum(line.freight, line.insurance),
      sum(line.duty, line.additionalDuty, line.fees), money(line.landed), money(line.perPiece),
    ]),
    ['', '', '', money(totals.goods), sum(totals.freight, totals.insurance), sum(totals.duty, totals.additionalDuty, totals.fees), money(totals.landed), ''],
  );
  if (estimate.parts.length) {
    pdf.table(
      [{ label: 'Duty or fee', width: 150 }, { label: 'Rate', width: 243 }, { label: 'Amount', width: 90, align: 'right' }],
      estimate.parts.map((part) => [part.label, landedPartDetail(part, money), money(part.amount)]),
    );
  }
  const about = [estimate.note];
  if (estimate.catalogue) {
    const { catalogue } = estimate;
    about.push(`About ${formatMoney(catalogue.landed, catalogue.currency)} at the quotation's locked rate (1 ${catalogue.currency} = ${catalogue.rate} ${estimate.currency}).`);
  }
  const sources = estimate.parts.filter((part) => part.note).map((part) => `${part.label}: ${part.note}`);
  if (sources.length) about.push(`Sources: ${sources.join('; ')}.`);
  pdf.section('About this estimate', about.join(' '), false);
}
