import { describe, expect, it } from 'vitest';
import { rowsOfTable, templateCsv } from './sheet';

describe('rowsOfTable', () => {
  it('reads the columns by name in any case and order, keeping sheet row numbers', () => {
    const result = rowsOfTable([
      [],
      ['quantity', 'NOTE', 'Code'],
      ['200', 'gold', ' SWR-1 '],
      [null, '', null],
      [1500, null, 'SWR-2'],
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 3, code: 'SWR-1', qty: '200', note: 'gold' },
        { row: 5, code: 'SWR-2', qty: 1500 },
      ],
    });
  });

  it('explains an empty file, a missing header and a header without rows', () => {
    expect(rowsOfTable([[''], []])).toEqual({ ok: false, message: 'The file is empty.' });
    expect(rowsOfTable([['SWR-1', '200']])).toMatchObject({ ok: false, message: expect.stringContaining('The first row must name the columns') });
    expect(rowsOfTable([['Code', 'Quantity']])).toMatchObject({ ok: false, message: expect.stringContaining('no goods rows') });
  });

  it('refuses more rows than one request takes, and lists over-long notes by row', () => {
    const many = [['Code', 'Quantity'], ...Array.from({ length: 501 }, (_, i) => [`C${i}`, 1])];
    expect(rowsOfTable(many)).toMatchObject({ ok: false, message: expect.stringContaining('at most 500') });
    expect(rowsOfTable([['Code', 'Quantity', 'Note'], ['C1', 1, 'x'.repeat(501)]])).toMatchObject({
      ok: false,
      problems: [{ row: 2, reason: expect.stringContaining('note is too long') }],
    });
  });

  it('the template parses into its two example rows', () => {
    const table = templateCsv().trim().split('\r\n').map((line) => line.split(','));
    expect(rowsOfTable(table)).toMatchObject({ ok: true, rows: [{ row: 2 }, { row: 3 }] });
  });
});
