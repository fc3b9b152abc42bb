import { createRequire } from 'node:module';
import type PdfKit from 'pdfkit';
import { agreementPriceText, currencyDigits, formatMinor, toMinor, type LinePriceAgreement, type QuotationTier, type ShippingAddress, type SiteTheme } from '@sw/protocol';
import { countryName } from '../contact';

/**
 * The pieces every document the back-end prints shares (the quotation, the proforma invoice, a shipment's commercial
 * invoice and packing list): an A4 page with the brand's letterhead, a title with its facts, the two parties, the
 * priced lines with their tiers, plain tables, the total, text sections and the page footers. Each document composes
 * them (services/quotation/pdf.ts, queries/proforma.ts, services/shipment/documents.ts).
 */

/** Each brand's accent: warm gold for Steelora, rose gold for Velmora. */
const ACCENT: Record<SiteTheme['name'], string> = { default: '#9A7B45', sister: '#9C6656' };
export const INK = '#1D1B19';
export const MUTED = '#6E6963';
const RULE = '#D9D3CA';
const SHADE = '#F6F3EE';

export const SERIF = 'Times-Roman';
const SERIF_BOLD = 'Times-Bold';
export const SANS = 'Helvetica';
const SANS_BOLD = 'Helvetica-Bold';

/** The built-in PDF fonts know Latin-1 and a few typographic signs; anything else prints as '?'. */
export const pdfText = (value: string) => value.replace(/[^\n\x20-\x7e\xa0-\xff–—‘’“”•€…]/g, '?');

/**
 * 'US$1,234.50' for documents and emails. An amount is minor units, or a wire number read back into them; Intl is
 * handed the exact decimal text (it formats strings without going through a float).
 */
export function formatMoney(amount: number | bigint | string, currency: string): string {
  const digits = currencyDigits(currency);
  const exact = formatMinor(typeof amount === 'bigint' ? amount : toMinor(amount, digits), digits);
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(exact as Intl.StringNumericLiteral);
}

export function formatDay(day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const quantity = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The buyer as a document prints it when the address leaves a field out. */
export interface DocumentBuyer {
  company: string | null;
  contactName: string | null;
  email: string;
  country: string | null;
}

/** A priced line: a quotation's or an order's. */
export interface PricedLine {
  title: string;
  qty: number;
  tiers: QuotationTier[];
  unitPrice: number;
  amount: number;
  /** The company agreement that priced it: printed under the title as a plain line (issue 51). */
  agreement?: LinePriceAgreement | null;
}

/** A column of a plain table: its heading, width in points and alignment. */
export interface TableColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export interface BrandedPdf {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  width: number;
  accent: string;
  /** Starts a new page when `height` does not fit (with the letterhead, then `onNewPage`). */
  ensureRoom: (height: number, onNewPage?: () => void) => void;
  /** A small capitals caption in the accent colour. */
  caption: (label: string, x: number, y: number) => void;
  /** The document's title on the left with a subtitle, and label/value facts on the right. */
  title: (title: string, subtitle: string, facts: [string, string][]) => void;
  /** The buyer (left, under `label`) and the seller (right, 'From'). */
  parties: (label: string, buyer: DocumentBuyer, address: ShippingAddress | null) => void;
  /** The priced lines, each with its tiers (the one its quantity reaches in bold). */
  linesTable: (lines: readonly PricedLine[], currency: string) => void;
  /** A plain table of text cells (the shipment documents' lines and cartons); `footer` is a last row in bold. */
  table: (columns: readonly TableColumn[], rows: readonly string[][], footer?: readonly string[]) => void;
  /** A ruled total on the right; `rows` under it and `lead` above its rule (label, amount) in smaller type. */
  total: (label: string, amount: number | bigint, currency: string, rows?: [string, number | bigint][], lead?: [string, number | bigint][]) => void;
  /** A captioned text section; paragraphs numbered when asked and more than one. */
  section: (label: string, body: string, numbered: boolean) => void;
  /** A closing sentence and the sales team's name. */
  closing: (sentence: string) => void;
  /** Page footers (`label` and page numbers), then the finished file. */
  finish: (label: string) => Promise<Buffer>;
}

/** What the drawing functions share: the document, the brand, and the page's text column. */
interface PdfFrame {
  doc: PDFKit.PDFDocument;
  theme: SiteTheme;
  accent: string;
  left: number;
  right: number;
  width: number;
  ensureRoom: BrandedPdf['ensureRoom'];
  caption: BrandedPdf['caption'];
}

/**
 * pdfkit (with its fonts and layout engine, about 30 MB of a process's memory) loads when the first document is made,
 * not with the server: most processes serve pages all day and make no PDF.
 */
let pdfKit: typeof PdfKit | null = null;
function loadPdfKit(): typeof PdfKit {
  pdfKit ??= createRequire(import.meta.url)('pdfkit') as typeof PdfKit;
  return pdfKit;
}

/** A new A4 document with the brand's letterhead on its first page. */
export function brandedPdf(theme: SiteTheme, info: { title: string; subject: string }): BrandedPdf {
  const accent = ACCENT[theme.name];
  const PdfDocument = loadPdfKit();
  const doc = new PdfDocument({
    size: 'A4',
    margins: { top: 56, bottom: 72, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: info.title, Author: theme.legalName, Subject: info.subject, Creator: theme.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

  const letterhead = () => drawLetterhead({ doc, theme, accent, left, right, width });

  const ensureRoom = (height: number, onNewPage?: () => void) => {
    if (doc.y + height <= bottomLimit()) return;
    doc.addPage();
    letterhead();
    onNewPage?.();
  };

  const caption = (label: string, x: number, y: number) => {
    doc.font(SANS_BOLD).fontSize(7).fillColor(accent).text(label.toUpperCase(), x, y, { characterSpacing: 1.2, lineBreak: false });
  };

  letterhead();

  const frame: PdfFrame = { doc, theme, accent, left, right, width, ensureRoom, caption };
  return {
    doc, left, right, width, accent, ensureRoom, caption,
    title: (title, subtitle, facts) => drawTitle(frame, title, subtitle, facts),
    parties: (label, buyer, address) => drawParties(frame, label, buyer, address),
    linesTable: (lines, currency) => drawLinesTable(frame, lines, currency),
    table: (columns, rows, footer) => drawTable(frame, columns, rows, footer),
    total: (label, amount, currency, rows, lead) => drawTotal(frame, label, amount, currency, rows, lead),
    section: (label, body, numbered) => drawSection(frame, label, body, numbered),
    closing: (sentence) => drawClosing(frame, sentence),
    finish: (label) => finishPdf(frame, label, done),
  };
}

/** The brand's name, tagline and contact over a double rule, at the top of every page. */
function drawLetterhead(frame: Omit<PdfFrame, 'ensureRoom' | 'caption'>) {
  const { doc, theme, accent, left, right } = frame;
  const top = 44;
  doc.font(SERIF).fontSize(26).fillColor(INK).text(theme.brand.toUpperCase(), left, top, { characterSpacing: 6, lineBreak: false });
  doc.font(SANS).fontSize(7.5).fillColor(accent).text(pdfText(theme.tagline.toUpperCase()), left, top + 32, { characterSpacing: 1.6, lineBreak: false });
  const office = theme.contact.offices[0];
  const contact = [
    theme.legalName,
    office?.address ?? '',
    `${theme.contact.email}  ·  ${theme.contact.phones[0] ?? ''}`,
    theme.wholesaleUrl.replace(/^https?:\/\//, ''),
  ].filter(Boolean);
  doc.font(SANS).fontSize(7.5).fillColor(MUTED);
  doc.text(pdfText(contact.join('\n')), right - 230, top + 2, { width: 230, align: 'right', lineGap: 1.5 });
  doc.moveTo(left, top + 54).lineTo(right, top + 54).lineWidth(0.8).strokeColor(accent).stroke();
  doc.moveTo(left, top + 57).lineTo(right, top + 57).lineWidth(0.3).strokeColor(accent).stroke();
  doc.y = top + 78;
}

/** The document's title on the left with a subtitle, and label/value facts on the right. */
function drawTitle(frame: PdfFrame, title: string, subtitle: string, facts: [string, string][]) {
  const { doc, left, right } = frame;
  const titleTop = doc.y;
  doc.font(SERIF).fontSize(22).fillColor(INK).text(title, left, titleTop, { lineBreak: false });
  doc.font(SANS).fontSize(9).fillColor(MUTED).text(pdfText(subtitle), left, titleTop + 28, { lineBreak: false });
  let factY = titleTop + 2;
  for (const [label, value] of facts) {
    doc.font(SANS).fontSize(7.5).fillColor(MUTED).text(label.toUpperCase(), right - 220, factY, { width: 90, characterSpacing: 0.8, lineBreak: false });
    doc.font(SANS_BOLD).fontSize(9).fillColor(INK).text(pdfText(value), right - 130, factY - 1, { width: 130, align: 'right', lineBreak: false });
    factY += 14;
  }
  doc.y = Math.max(titleTop + 52, factY) + 14;
}

/** The buyer (left, under `label`) and the seller (right, 'From'). */
function drawParties(frame: PdfFrame, label: string, buyer: DocumentBuyer, address: ShippingAddress | null) {
  const { doc, theme, left, width, caption } = frame;
  const partiesTop = doc.y;
  const column = (width - 24) / 2;
  caption(label, left, partiesTop);
  const buyerLines = [
    address?.company || buyer.company || '',
    address?.contactName || buyer.contactName || '',
    address?.street ?? '',
    address ? [address.postcode, address.city, address.region].filter(Boolean).join(' ') : '',
    // The address carries its country's name; a buyer without one shows the company's country.
    address ? address.countryName : buyer.country ? countryName(buyer.country) : '',
    buyer.email,
    address?.phone ?? '',
  ].filter(Boolean);
  const [firstLine, ...otherLines] = buyerLines;
  doc.font(SERIF_BOLD).fontSize(12).fillColor(INK).text(pdfText(firstLine ?? buyer.email), left, partiesTop + 14, { width: column });
  doc.font(SANS).fontSize(8.5).fillColor(INK).text(pdfText(otherLines.join('\n')), left, doc.y + 2, { width: column, lineGap: 1.5 });
  const buyerBottom = doc.y;

  const fromX = left + column + 24;
  caption('From', fromX, partiesTop);
  doc.font(SERIF_BOLD).fontSize(12).fillColor(INK).text(pdfText(theme.legalName), fromX, partiesTop + 14, { width: column });
  doc.font(SANS).fontSize(8.5).fillColor(INK).text(
    pdfText([theme.contact.offices[0]?.address ?? '', 'Sales team', theme.contact.email, theme.contact.phones[0] ?? ''].filter(Boolean).join('\n')),
    fromX, doc.y + 2, { width: column, lineGap: 1.5 },
  );
  doc.y = Math.max(buyerBottom, doc.y) + 22;
}

/** The priced lines, each with its tiers (the one its quantity reaches in bold). */
function drawLinesTable(frame: PdfFrame, lines: readonly PricedLine[], currency: string) {
  const { doc, left, right, width, ensureRoom } = frame;
  const cols = { index: left + 6, item: left + 26, qty: left + 196, tiers: left + 252, unit: left + 330, amount: right - 86 };
  const itemWidth = 164;
  const tableHeader = () => {
    const y = doc.y;
    doc.rect(left, y, width, 20).fill(INK);
    doc.font(SANS_BOLD).fontSize(7).fillColor('#FFFFFF');
    const head = (label: string, x: number, w: number, align: 'left' | 'right' = 'left') =>
      doc.text(label.toUpperCase(), x, y + 7, { width: w, align, characterSpacing: 0.8, lineBreak: false });
    head('#', cols.index, 16);
    head('Item', cols.item, itemWidth);
    head('Qty', cols.qty, 40, 'right');
    head('Price tiers', cols.tiers, 80);
    head('Unit price', cols.unit, 70, 'right');
    head('Amount', cols.amount, 80, 'right');
    doc.y = y + 20;
  };
  tableHeader();
  lines.forEach((line, i) => {
    const note = line.agreement ? pdfText(agreementPriceText(line.agreement)) : null;
    doc.font(SANS).fontSize(7.5);
    const noteHeight = note ? doc.heightOfString(note, { width: itemWidth }) + 2 : 0;
    doc.font(SANS).fontSize(8.5);
    const titleHeight = doc.heightOfString(pdfText(line.title), { width: itemWidth }) + noteHeight;
    const tierLines = line.tiers.map((tier) => `${quantity(tier.minQty)}+  ${formatMoney(tier.unitPrice, currency)}`);
    const rowHeight = Math.max(titleHeight, tierLines.length * 11) + 14;
    ensureRoom(rowHeight, tableHeader);
    const y = doc.y;
    if (i % 2 === 1) doc.rect(left, y, width, rowHeight).fill(SHADE);
    doc.fillColor(MUTED).font(SANS).fontSize(8).text(String(i + 1), cols.index, y + 7, { width: 16, lineBreak: false });
    doc.fillColor(INK).font(SANS).fontSize(8.5).text(pdfText(line.title), cols.item, y + 7, { width: itemWidth });
    if (note) doc.fillColor(MUTED).font(SANS).fontSize(7.5).text(note, cols.item, doc.y + 2, { width: itemWidth }).fillColor(INK);
    doc.text(quantity(line.qty), cols.qty, y + 7, { width: 40, align: 'right', lineBreak: false });
    const reachedTier = Math.max(0, line.tiers.findLastIndex((tier) => line.qty >= tier.minQty));
    tierLines.forEach((tierLine, t) => {
      const reached = t === reachedTier;
      doc.font(reached ? SANS_BOLD : SANS).fontSize(7.5).fillColor(reached ? INK : MUTED)
        .text(tierLine, cols.tiers, y + 7 + t * 11, { width: 80, lineBreak: false });
    });
    doc.font(SANS).fontSize(8.5).fillColor(INK).text(formatMoney(line.unitPrice, currency), cols.unit, y + 7, { width: 70, align: 'right', lineBreak: false });
    doc.font(SANS_BOLD).text(formatMoney(line.amount, currency), cols.amount, y + 7, { width: 80, align: 'right', lineBreak: false });
    doc.moveTo(left, y + rowHeight).lineTo(right, y + rowHeight).lineWidth(0.4).strokeColor(RULE).stroke();
    doc.y = y + rowHeight;
  });
}

/** A plain table of text cells with the lines table's looks: a dark heading (again on each new page), shaded rows. */
function drawTable(frame: PdfFrame, columns: readonly TableColumn[], rows: readonly string[][], footer?: readonly string[]) {
  const { doc, left, right, width, ensureRoom } = frame;
  const xs = columns.map((_, i) => left + 6 + columns.slice(0, i).reduce((sum, column) => sum + column.width, 0));
  const cellWidth = (i: number) => columns[i]!.width - 8;
  const tableHeader = () => {
    const y = doc.y;
    doc.rect(left, y, width, 20).fill(INK);
    doc.font(SANS_BOLD).fontSize(7).fillColor('#FFFFFF');
    columns.forEach((column, i) =>
      doc.text(column.label.toUpperCase(), xs[i]!, y + 7, { width: cellWidth(i), align: column.align ?? 'left', characterSpacing: 0.8, lineBreak: false }));
    doc.y = y + 20;
  };
  const drawRow = (cells: readonly string[], index: number, bold: boolean) => {
    doc.font(bold ? SANS_BOLD : SANS).fontSize(8.5);
    const rowHeight = Math.max(...cells.map((cell, i) => doc.heightOfString(pdfText(cell), { width: cellWidth(i) }))) + 14;
    ensureRoom(rowHeight, tableHeader);
    const y = doc.y;
    if (index % 2 === 1 && !bold) doc.rect(left, y, width, rowHeight).fill(SHADE);
    cells.forEach((cell, i) =>
      doc.font(bold ? SANS_BOLD : SANS).fontSize(8.5).fillColor(INK).text(pdfText(cell), xs[i]!, y + 7, { width: cellWidth(i), align: columns[i]!.align ?? 'left' }));
    doc.moveTo(left, y + rowHeight).lineTo(right, y + rowHeight).lineWidth(bold ? 0.8 : 0.4).strokeColor(bold ? INK : RULE).stroke();
    doc.y = y + rowHeight;
  };
  ensureRoom(48);
  tableHeader();
  rows.forEach((cells, i) => drawRow(cells, i, false));
  if (footer) drawRow(footer, 0, true);
  doc.y += 14;
}

/** A ruled total on the right; `rows` under it and `lead` above its rule (a subtotal, a credit) in smaller type. */
function drawTotal(frame: PdfFrame, label: string, amount: number | bigint, currency: string, rows: [string, number | bigint][] = [], lead: [string, number | bigint][] = []) {
  const { doc, accent, right, ensureRoom } = frame;
  ensureRoom(40 + (rows.length + lead.length) * 14);
  let leadY = doc.y;
  for (const [leadLabel, leadAmount] of lead) {
    doc.font(SANS).fontSize(8).fillColor(MUTED).text(pdfText(leadLabel), right - 220, leadY, { width: 130, lineBreak: false });
    doc.font(SANS_BOLD).fontSize(9).fillColor(INK).text(formatMoney(leadAmount, currency), right - 130, leadY - 1, { width: 130, align: 'right', lineBreak: false });
    leadY += 14;
  }
  const totalY = leadY + 10;
  doc.moveTo(right - 220, totalY).lineTo(right, totalY).lineWidth(0.8).strokeColor(accent).stroke();
  doc.font(SANS).fontSize(8).fillColor(MUTED).text(label.toUpperCase(), right - 220, totalY + 10, { characterSpacing: 1.2, lineBreak: false });
  doc.font(SERIF_BOLD).fontSize(16).fillColor(INK)
    .text(formatMoney(amount, currency), right - 160, totalY + 6, { width: 160, align: 'right', lineBreak: false });
  let y = totalY + 32;
  for (const [rowLabel, rowAmount] of rows) {
    doc.font(SANS).fontSize(8).fillColor(MUTED).text(pdfText(rowLabel), right - 220, y, { width: 130, lineBreak: false });
    doc.font(SANS_BOLD).fontSize(9).fillColor(INK).text(formatMoney(rowAmount, currency), right - 130, y - 1, { width: 130, align: 'right', lineBreak: false });
    y += 14;
  }
  doc.y = y + 8;
}

/** A captioned text section; paragraphs numbered when asked and more than one. */
function drawSection(frame: PdfFrame, label: string, body: string, numbered: boolean) {
  const { doc, left, width, ensureRoom, caption } = frame;
  ensureRoom(48);
  caption(label, left, doc.y);
  doc.y += 13;
  const paragraphs = body.split(/\r?\n/).map((p) => p.trim()).filter(Boolean);
  paragraphs.forEach((paragraph, i) => {
    const line = numbered && paragraphs.length > 1 ? `${i + 1}.  ${paragraph}` : paragraph;
    doc.font(SANS).fontSize(8.5);
    ensureRoom(doc.heightOfString(pdfText(line), { width }) + 4);
    doc.fillColor(INK).text(pdfText(line), left, doc.y, { width, lineGap: 1.5 });
    doc.y += 3;
  });
  doc.y += 12;
}

/** A closing sentence and the sales team's name. */
function drawClosing(frame: PdfFrame, sentence: string) {
  const { doc, theme, left, width, ensureRoom } = frame;
  ensureRoom(60);
  doc.font(SERIF).fontSize(10).fillColor(INK).text(pdfText(sentence), left, doc.y + 6, { width });
  doc.font(SANS).fontSize(8).fillColor(MUTED).text(`The ${theme.brand} sales team`, left, doc.y + 4, { width });
}

/** Page footers (`label` and page numbers), then the finished file. */
function finishPdf(frame: PdfFrame, label: string, done: Promise<Buffer>): Promise<Buffer> {
  const { doc, theme, left, right, width } = frame;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc.moveTo(left, y - 8).lineTo(right, y - 8).lineWidth(0.3).strokeColor(RULE).stroke();
    doc.font(SANS).fontSize(7).fillColor(MUTED);
    doc.text(pdfText(`${theme.legalName}  ·  ${label}`), left, y, { width: width - 80, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, right - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}
