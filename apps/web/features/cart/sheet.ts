import { BULK_CART_COLUMNS, type BulkCartProblem, CART_LIMITS } from '@sw/protocol';

/**
 * A buyer's spreadsheet (CSV or XLSX) read in the browser into bulkAddToCart.do rows. The parsing libraries
 * are loaded only when a file is chosen. Row numbers are the sheet's own (the header is row 1), so a problem
 * the back-end reports points at the row the buyer sees in their program.
 */

/** One goods row as bulkAddToCart.do takes it; the back-end checks the code and the quantity. */
export interface SheetRow {
  row: number;
  code: string;
  qty: number | string;
  note?: string;
}

export type SheetResult =
  | { ok: true; rows: SheetRow[] }
  /** The file cannot be used (message), or some rows cannot be sent as they are (problems, by row). */
  | { ok: false; message: string; problems?: BulkCartProblem[] };

/** The longest code a row may hold (the back-end's limit). */
const MAX_CODE = 100;

type Cell = string | number | boolean | Date | null | undefined;

/** Larger files are not a goods list (500 rows fit in far less). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const SHEET_ACCEPT = '.csv,.xlsx';

const [CODE, QUANTITY, NOTE] = BULK_CART_COLUMNS;

/** The template's text: the header and two example rows. */
export function templateCsv(): string {
  return `${BULK_CART_COLUMNS.join(',')}\r\nSWR-1001,200,Polished finish please\r\nSWR-1002-7,150,\r\n`;
}

export async function readSheetFile(file: File): Promise<SheetResult> {
  const name = file.name.toLowerCase();
  const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!kind) return { ok: false, message: 'Please choose a .csv or .xlsx file (a spreadsheet saved as CSV or Excel workbook).' };
  if (file.size === 0) return { ok: false, message: 'The file is empty.' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: 'The file is too large for a goods list (at most 5 MB). Please keep only the Code, Quantity and Note columns.' };
  let table: Cell[][];
  try {
    table = kind === 'csv' ? await readCsv(file) : await readXlsx(file);
  } catch {
    return {
      ok: false,
      message: kind === 'xlsx'
        ? 'This file could not be read as an Excel workbook. Please save it again as .xlsx or .csv.'
        : 'This file could not be read as CSV. Please save it again as CSV (comma separated).',
    };
  }
  return rowsOfTable(table);
}

async function readCsv(file: File): Promise<Cell[][]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  // Empty lines are kept so each record's index is its row number in a spreadsheet program.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return parsed.data;
}

async function readXlsx(file: File): Promise<Cell[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  return (await readSheet(file)) as Cell[][];
}

const cellText = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const isBlankRow = (row: Cell[] | undefined) => !row || row.every((cell) => cellText(cell) === '');

/** Header (first filled row, names in any case) and the rows below it, blank rows left out. */
export function rowsOfTable(table: Cell[][]): SheetResult {
  const headerIndex = table.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) return { ok: false, message: 'The file is empty.' };
  const header = table[headerIndex]!.map((cell) => cellText(cell).toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  const codeAt = column(CODE);
  const qtyAt = column(QUANTITY);
  const noteAt = column(NOTE);
  if (codeAt < 0 || qtyAt < 0) {
    return {
      ok: false,
      message: `The first row must name the columns ${BULK_CART_COLUMNS.join(', ')} (Note may be left out). Download the template to see the layout.`,
    };
  }
  const rows: SheetRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const row = table[index];
    if (isBlankRow(row)) continue;
    const qtyCell = row![qtyAt];
    const note = noteAt >= 0 ? cellText(row![noteAt]) : '';
    rows.push({
      row: index + 1,
      code: cellText(row![codeAt]),
      qty: typeof qtyCell === 'number' ? qtyCell : cellText(qtyCell),
      ...(note ? { note } : {}),
    });
  }
  const problems = rows.flatMap(({ row, code, note }): BulkCartProblem[] => {
    if (code.length > MAX_CODE) return [{ row, reason: `The code is too long (at most ${MAX_CODE} characters).` }];
    if (note && note.length > CART_LIMITS.maxBulkNote) return [{ row, reason: `The note is too long (at most ${CART_LIMITS.maxBulkNote} characters).` }];
    return [];
  });
  if (problems.length) return { ok: false, message: 'Nothing was added; fix these rows and try again.', problems };
  if (!rows.length) return { ok: false, message: 'The sheet has a header but no goods rows below it.' };
  if (rows.length > CART_LIMITS.maxBulkRows) {
    return {
      ok: false,
      message: `The sheet has ${rows.length.toLocaleString('en-US')} goods rows; at most ${CART_LIMITS.maxBulkRows} can be added at once. Please split it into smaller sheets.`,
    };
  }
  return { ok: true, rows };
}
