import { PRICE_SHEET_COLUMNS, PRICE_SHEET_MAX_ROWS, type PriceSheet, type PriceSheetRow } from '@sw/protocol';

/**
 * A price list's lines as a spreadsheet (CSV or XLSX), read and written in the browser (the libraries load only when
 * a file is chosen or an export asked for). The layout is PRICE_SHEET_COLUMNS both ways, so an export imports back
 * unchanged; row numbers are the sheet's own (the header is row 1), so the back-end's problems point at the row the
 * desk sees in its program.
 */

type Cell = string | number | boolean | Date | null | undefined;
export const PRICE_SHEET_ACCEPT = '.csv,.xlsx';
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type PriceSheetRead = { ok: true; rows: PriceSheetRow[] } | { ok: false; message: string };

const FIELDS: Record<string, keyof Omit<PriceSheetRow, 'row'> | null> = {
  scope: 'scope', target: 'target', name: null, tiers: 'tiers', percent: 'percent', rounding: 'rounding',
  minimum: 'minimum', maximum: 'maximum', increment: 'increment', 'mix and match': 'mixAndMatch',
};

const cellText = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};
const isBlank = (row: Cell[] | undefined) => !row || row.every((cell) => cellText(cell) === '');

/** The header (the first filled row, names in any case) and the rows under it, blank rows left out. */
export function priceRowsOfTable(table: Cell[][]): PriceSheetRead {
  const headerAt = table.findIndex((row) => !isBlank(row));
  if (headerAt < 0) return { ok: false, message: 'The file is empty.' };
  const header = table[headerAt]!.map((cell) => cellText(cell).toLowerCase());
  const missing = ['scope', 'target', 'tiers', 'percent'].filter((name) => !header.includes(name));
  if (missing.length) return { ok: false, message: `The first row must name the columns ${PRICE_SHEET_COLUMNS.join(', ')} (export the list to see the layout).` };
  const rows: PriceSheetRow[] = [];
  for (let index = headerAt + 1; index < table.length; index += 1) {
    const cells = table[index];
    if (isBlank(cells)) continue;
    const row: PriceSheetRow = { row: index + 1, scope: '', target: '', tiers: '', percent: '', rounding: '', minimum: '', maximum: '', increment: '', mixAndMatch: '' };
    header.forEach((name, at) => {
      const field = FIELDS[name];
      if (field) row[field] = cellText(cells![at]);
    });
    rows.push(row);
  }
  if (!rows.length) return { ok: false, message: 'The sheet has a header but no lines below it.' };
  if (rows.length > PRICE_SHEET_MAX_ROWS) return { ok: false, message: `The sheet has ${rows.length.toLocaleString('en-US')} lines; at most ${PRICE_SHEET_MAX_ROWS.toLocaleString('en-US')} import at once. Please split it.` };
  return { ok: true, rows };
}

export async function readPriceSheet(file: File): Promise<PriceSheetRead> {
  const name = file.name.toLowerCase();
  const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!kind) return { ok: false, message: 'Please choose a .csv or .xlsx file (a spreadsheet saved as CSV or Excel workbook).' };
  if (file.size === 0) return { ok: false, message: 'The file is empty.' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: 'The file is too large for a price list (at most 10 MB).' };
  try {
    if (kind === 'csv') {
      const { default: Papa } = await import('papaparse');
      // Empty lines are kept so each record's index is its row number in a spreadsheet program.
      return priceRowsOfTable(Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data);
    }
    const { readSheet } = await import('read-excel-file/browser');
    return priceRowsOfTable((await readSheet(file)) as Cell[][]);
  } catch {
    return { ok: false, message: `This file could not be read as ${kind === 'xlsx' ? 'an Excel workbook' : 'CSV'}. Please save it again as .xlsx or .csv.` };
  }
}

/** The export's file name: the list's name made safe, its version, the kind. */
export const sheetFileName = (sheet: PriceSheet, kind: 'csv' | 'xlsx') =>
  `${sheet.listName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'price-list'}-v${sheet.version}.${kind}`;

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Writes the sheet as CSV (with a BOM, so Excel reads it as UTF-8) or XLSX, every cell as text, and downloads it. */
export async function downloadPriceSheet(sheet: PriceSheet, kind: 'csv' | 'xlsx'): Promise<void> {
  const table = [sheet.columns, ...sheet.rows];
  if (kind === 'csv') {
    const { default: Papa } = await import('papaparse');
    download(new Blob([`\uFEFF${Papa.unparse(table)}\r\n`], { type: 'text/csv;charset=utf-8' }), sheetFileName(sheet, 'csv'));
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(table.map((row) => row.map((value) => ({ value, type: String })))).toBlob();
  download(blob, sheetFileName(sheet, 'xlsx'));
}
