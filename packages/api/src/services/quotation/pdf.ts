import { toMinor, type LandedCostEstimate, type QuotationView, type ShippingAddress, type SiteTheme } from '@sw/protocol';
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
  drawCharges(pdf, quotation);
  const { tradeTerms } = quotation;
  const lead: [string, number][] = tradeTerms.chargesTotal ? [['Goods', tradeTerms.goodsTotal], ['Freight, insurance and duties', tradeTerms.chargesTotal]] : [];
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

/** The landed-cost estimate per line and per piece, labelled an estimate with the rates' date. */
function drawLandedCost(pdf: BrandedPdf, estimate: LandedCostEstimate): void {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  const both = (a: number, b: number) => formatMoney(toMinor(a) + toMinor(b), estimate.currency);
  pdf.caption(`Landed-cost estimate for ${estimate.countryName}${estimate.ratesDate ? ` (duty rates of ${formatDay(estimate.ratesDate)})` : ''}`, pdf.left, pdf.doc.y);
  pdf.doc.y += 12;
  pdf.table(
    [
      { label: 'Item', width: 102 }, { label: 'HS code', width: 50 }, { label: 'Origin', width: 40 }, { label: 'Goods', width: 62, align: 'right' },
      { label: 'Freight+ins.', width: 70, align: 'right' }, { label: 'Duty', width: 78, align: 'right' }, { label: 'Landed', width: 81, align: 'right' },
    ],
    estimate.lines.map((line) => [
      line.title, line.hsCode ?? '-', line.origin ?? '-', money(line.goods), both(line.freight, line.insurance),
      `${money(line.duty)}${line.dutyRate ? ` (${line.dutyRate} %)` : ''}`, `${money(line.landed)}\n${money(line.perPiece)} per piece`,
    ]),
    ['', '', '', money(estimate.totals.goods), both(estimate.totals.freight, estimate.totals.insurance), money(estimate.totals.duty), money(estimate.totals.landed)],
  );
  pdf.section('About this estimate', estimate.note, false);
}
