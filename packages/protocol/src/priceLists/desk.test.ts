import { describe, expect, it } from 'vitest';
import { adjustFixedPrice, bulkChangeProblem, compoundPercent, readPriceSheetRow, tiersText, type PriceSheetRow } from './desk';

const row = (cells: Partial<PriceSheetRow>): PriceSheetRow => ({
  row: 2, scope: 'goods', target: 'SWR-1001', tiers: '', percent: '', rounding: '', minimum: '', maximum: '', increment: '', mixAndMatch: '', ...cells,
});

describe('a price sheet row', () => {
  it('reads fixed tiers, sorted by the writer later, with the quantity rule', () => {
    expect(readPriceSheetRow(row({ tiers: '1: 3.1; 12=2.90', increment: '12', mixAndMatch: 'yes' }))).toEqual({
      scope: 'goods', target: 'SWR-1001', tiers: [{ minQty: 1, price: '3.10' }, { minQty: 12, price: '2.90' }],
      quantity: { minQty: null, maxQty: null, increment: 12, mixAndMatch: true },
    });
  });

  it('reads a rule on a category and on all goods, the rounding "minor" when blank', () => {
    expect(readPriceSheetRow(row({ scope: 'Category', target: 'necklaces', percent: '−12 %', rounding: '.x9' }))).toMatchObject({
      scope: 'category', target: 'necklaces', rule: { adjustPercent: '-12', rounding: '.x9' },
    });
    expect(readPriceSheetRow(row({ scope: 'all', target: '', percent: '5' }))).toMatchObject({ scope: 'all', target: null, rule: { adjustPercent: '5', rounding: 'minor' } });
  });

  it('says what is wrong with a row, in words that follow "Row n: "', () => {
    expect(readPriceSheetRow(row({ scope: 'brand' }))).toBe('the scope "brand" is not one of spec, goods, category, all.');
    expect(readPriceSheetRow(row({ target: '' , tiers: '1: 2' }))).toBe('a goods line names its goods code in Target.');
    expect(readPriceSheetRow(row({ scope: 'all', target: 'X', percent: '1' }))).toBe('a line on all goods names no target: leave Target blank.');
    expect(readPriceSheetRow(row({}))).toBe('fill in either Tiers (fixed prices) or Percent (a rule on the catalogue price), not both.');
    expect(readPriceSheetRow(row({ tiers: '1: 2', percent: '3' }))).toMatch(/^fill in either/);
    expect(readPriceSheetRow(row({ tiers: '1: abc' }))).toBe('the price "abc" is not an amount more than 0 with at most two decimals.');
    expect(readPriceSheetRow(row({ tiers: '1: 2.345' }))).toMatch(/at most two decimals/);
    expect(readPriceSheetRow(row({ tiers: 'twelve' }))).toMatch(/is not "quantity: price"/);
    expect(readPriceSheetRow(row({ percent: '-100' }))).toBe('a rule cannot take 100 % or more off the catalogue price.');
    expect(readPriceSheetRow(row({ percent: '5', rounding: '.x7' }))).toMatch(/^the rounding is one of/);
    expect(readPriceSheetRow(row({ tiers: '1: 2', increment: '0' }))).toBe('the increment "0" is not a whole number of 1 or more.');
    expect(readPriceSheetRow(row({ tiers: '1: 2', mixAndMatch: 'maybe' }))).toBe('mix and match is "yes", "no" or blank, not "maybe".');
  });

  it('writes tiers the way it reads them', () => {
    const tiers = [{ minQty: 1, price: '3.10' }, { minQty: 12, price: '2.90' }];
    expect(tiersText(tiers)).toBe('1: 3.10; 12: 2.90');
    expect(readPriceSheetRow(row({ tiers: tiersText(tiers) }))).toMatchObject({ tiers });
  });
});

describe('a bulk change', () => {
  it('moves a fixed price by the percentage, rounded once', () => {
    expect(adjustFixedPrice('3.10', '5', 'minor')).toBe('3.26'); // 3.255 half-up
    expect(adjustFixedPrice('3.10', '5', '.x9')).toBe('3.29');
    expect(adjustFixedPrice('10.00', '-3', 'minor')).toBe('9.70');
  });

  it('compounds a rule: catalogue −12 % then +5 % is −7.6 %', () => {
    expect(compoundPercent('-12', '5')).toBe('-7.60');
    expect(compoundPercent('0', '5')).toBe('5.00');
    expect(compoundPercent('-99', '-50')).toBe('-99.50');
    expect(compoundPercent('900', '10')).toBe('1000.00');
    expect(compoundPercent('950', '10')).toBeNull(); // past 1000 %
  });

  it('refuses a change that is not one', () => {
    expect(bulkChangeProblem({ percent: '0', rounding: 'minor' })).toMatch(/changes nothing/);
    expect(bulkChangeProblem({ percent: '-100', rounding: 'minor' })).toBe('A change cannot take 100 % or more off the catalogue price.');
    expect(bulkChangeProblem({ percent: '5', rounding: 'minor' })).toBeNull();
  });
});
