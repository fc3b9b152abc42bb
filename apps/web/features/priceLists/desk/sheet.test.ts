import { describe, expect, it } from 'vitest';
import { PRICE_SHEET_COLUMNS } from '@sw/protocol';
import { priceRowsOfTable, sheetFileName } from './sheet';

describe('priceRowsOfTable', () => {
  it('reads the columns by name in any case and order, keeping the sheet’s row numbers and skipping blank rows', () => {
    expect(priceRowsOfTable([
      [],
      ['TARGET', 'scope', 'Tiers', 'percent', 'Mix and match', 'Name'],
      ['SWR-1', 'goods', '1: 3.10', '', 'yes', 'Ring'],
      [null, '', null],
      ['', 'all', '', -5, '', ''],
    ])).toEqual({
      ok: true,
      rows: [
        { row: 3, scope: 'goods', target: 'SWR-1', tiers: '1: 3.10', percent: '', rounding: '', minimum: '', maximum: '', increment: '', mixAndMatch: 'yes' },
        { row: 5, scope: 'all', target: '', tiers: '', percent: '-5', rounding: '', minimum: '', maximum: '', increment: '', mixAndMatch: '' },
      ],
    });
  });

  it('refuses a sheet without the columns, an empty one and one with only a header', () => {
    expect(priceRowsOfTable([['Code', 'Quantity']])).toEqual({ ok: false, message: `The first row must name the columns ${PRICE_SHEET_COLUMNS.join(', ')} (export the list to see the layout).` });
    expect(priceRowsOfTable([[], [null]])).toEqual({ ok: false, message: 'The file is empty.' });
    expect(priceRowsOfTable([[...PRICE_SHEET_COLUMNS]])).toEqual({ ok: false, message: 'The sheet has a header but no lines below it.' });
  });

  it('names the export by the list and its version', () => {
    expect(sheetFileName({ listName: 'Spring fair / −8 %', version: 3, currency: 'EUR', columns: [], rows: [] }, 'xlsx')).toBe('Spring-fair-8-v3.xlsx');
  });
});
