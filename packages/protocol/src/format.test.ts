import { describe, expect, it } from 'vitest';
import { displayNick, formatPrice, formatSpecLine } from './format';

describe('formatPrice', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    ['1234567.891', '1,234,567.89'],
    [0.005, '0.01'],
    ['', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['abc', '0.00'],
    [Number.NaN, '0.00'],
    [-12.3, '-12.30'],
  ])('%j → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('formatSpecLine', () => {
  it("shows '-' when nothing remains", () => {
    expect(formatSpecLine([])).toBe('-');
    expect(formatSpecLine(null)).toBe('-');
    expect(formatSpecLine([{ cd: 'color', nm: 'Color', vl: '  ' }])).toBe('-');
  });

  it('keeps only the ring-size number with its hash mark', () => {
    expect(formatSpecLine([{ cd: 'ringSize', nm: 'Ring Size', vl: 'US 7# (17.3mm)' }])).toBe('7#');
    expect(formatSpecLine([{ cd: 'ringSize', nm: 'Ring Size', vl: '8' }])).toBe('8');
  });

  it("puts size entries first, name and value joined, separated by ' x ', the rest by ' | '", () => {
    expect(
      formatSpecLine([
        { cd: 'material', nm: 'Material', vl: '316L Stainless Steel' },
        { cd: 'color', nm: 'Color', vl: 'Gold' },
        { cd: 'widthSize', nm: 'Width', vl: '6mm' },
        { cd: 'ringSize', nm: 'Ring Size', vl: '7#' },
        { cd: 'lengthSize', nm: 'Length', vl: '45cm' },
      ]),
    ).toBe('Width 6mm x Length 45cm | 7# | Gold | 316L Stainless Steel');
  });

  it('removes blank values before joining', () => {
    expect(
      formatSpecLine([
        { cd: 'color', nm: 'Color', vl: '' },
        { cd: 'model', nm: 'Model', vl: 'R-1001' },
        { cd: 'plating', nm: 'Plating', vl: '18K Gold' },
      ]),
    ).toBe('18K Gold | R-1001');
  });
});

describe('displayNick', () => {
  it("prefixes 'WS' to nicks with the words for member or WeChat member", () => {
    expect(displayNick('会员12345')).toBe('WS会员12345');
    expect(displayNick('微信会员abc')).toBe('WS微信会员abc');
    expect(displayNick('Anna')).toBe('Anna');
  });
});
