import { describe, expect, it } from 'vitest';
import {
  compareMinor, currencyDigits, fitsMoneyColumn, formatMinor, hasAtMostDigits, maxMinor, minMinor, minorToNumber, MONEY_MAX,
  parseMinor, percentOf, splitByPercent, sumMinor, times, toMinor,
} from './money';
import { saveQuotationSchema } from './schemas/inquiry';

describe('money: parsing into minor units', () => {
  it('reads decimal strings and numbers exactly', () => {
    expect(toMinor('12.30')).toBe(1230n);
    expect(toMinor(12.3)).toBe(1230n);
    expect(toMinor(0.1)).toBe(10n);
    expect(toMinor('0')).toBe(0n);
    expect(toMinor(' 7 ')).toBe(700n);
    expect(toMinor('.5')).toBe(50n);
    expect(toMinor('1e3')).toBe(100000n);
    expect(toMinor(1e21)).toBe(100000000000000000000000n);
    expect(toMinor('-3.5')).toBe(-350n);
  });

  it('rounds extra digits half-up to the currency digits', () => {
    expect(toMinor('0.005')).toBe(1n);
    expect(toMinor(0.005)).toBe(1n);
    expect(toMinor('0.004999')).toBe(0n);
    expect(toMinor(2.675)).toBe(268n); // 2.675 as a double is 2.67499999…; the decimal meant is 2.675
    expect(toMinor(1.005)).toBe(101n); // Math.round(1.005 * 100) gives 100
    expect(toMinor('-0.005')).toBe(-1n); // a half goes away from zero
    expect(toMinor('2.5', 0)).toBe(3n);
  });

  it('refuses what is not a number', () => {
    for (const bad of ['', ' ', 'abc', '1,000', '1.2.3', '.', '--1', 'Infinity']) expect(parseMinor(bad)).toBeNull();
    expect(parseMinor(Number.NaN)).toBeNull();
    expect(parseMinor(Number.POSITIVE_INFINITY)).toBeNull();
    expect(() => toMinor('x')).toThrow(RangeError);
  });

  it('tells whether a value has more digits than the currency', () => {
    expect(hasAtMostDigits('3.10')).toBe(true);
    expect(hasAtMostDigits(3.1)).toBe(true);
    expect(hasAtMostDigits('3.100')).toBe(true);
    expect(hasAtMostDigits(2.675)).toBe(false);
    expect(hasAtMostDigits('0.001')).toBe(false);
    expect(hasAtMostDigits('abc')).toBe(false);
  });
});

describe('money: formatting', () => {
  it('writes fixed digits', () => {
    expect(formatMinor(123450n)).toBe('1234.50');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(formatMinor(MONEY_MAX)).toBe('9999999999.99');
    expect(formatMinor(1234n, 0)).toBe('1234');
    expect(minorToNumber(30n)).toBe(0.3);
  });

  it('round-trips every amount up to the numeric(12,2) maximum', () => {
    for (const text of ['0.01', '9999999999.99', '9007199254740.99', '33.33', '100.01']) expect(formatMinor(toMinor(text))).toBe(text);
    expect(toMinor('9999999999.99')).toBe(MONEY_MAX);
  });
});

describe('money: arithmetic', () => {
  it('multiplies a unit price by a quantity exactly', () => {
    expect(times(toMinor(0.1), 3)).toBe(30n);
    expect(times(toMinor('2.58'), 30)).toBe(7740n);
    expect(times(toMinor('1.15'), 7)).toBe(805n);
    // The largest unit price a quotation takes times the largest quantity: past 2^53, still exact.
    expect(times(toMinor('999999.99'), 1_000_000)).toBe(99_999_999_000_000n);
    expect(times(toMinor('9999999999.99'), 1_000_000)).toBe(999_999_999_999_000_000n);
    expect(() => times(100n, 1.5)).toThrow(RangeError);
  });

  it('sums exactly where floats drift', () => {
    expect(sumMinor([toMinor(0.1), toMinor(0.2)])).toBe(30n);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMinor(Array.from({ length: 1000 }, () => toMinor('0.01')))).toBe(1000n);
    expect(sumMinor([])).toBe(0n);
    expect(sumMinor([MONEY_MAX, MONEY_MAX])).toBe(2n * MONEY_MAX);
  });

  it('takes a percentage rounded half-up', () => {
    expect(percentOf(1n, 30)).toBe(0n); // 30 % of 0.01 is 0.003
    expect(percentOf(2n, 25)).toBe(1n); // 0.005 rounds up
    expect(percentOf(toMinor('100.05'), 30)).toBe(3002n); // 30.015 → 30.02; Math.round(100.05 * 0.3 * 100) gives 3001
    expect(percentOf(toMinor('33.33'), 30)).toBe(1000n); // 9.999
    expect(percentOf(toMinor('100.01'), 30)).toBe(3000n); // 30.003
    expect(percentOf(toMinor('200'), 12.5)).toBe(2500n);
    expect(percentOf(MONEY_MAX, 30)).toBe(300_000_000_000n); // 2,999,999,999.997
  });

  it('a deposit and its balance always add up to the total', () => {
    for (const total of ['100.01', '33.33', '0.01', '0.05', '100.05', '9999999999.99', '1234567.89', '0.03']) {
      const amount = toMinor(total);
      const { part, rest } = splitByPercent(amount, 30);
      expect(part + rest).toBe(amount);
      expect(part).toBe(percentOf(amount, 30));
    }
    const { part, rest } = splitByPercent(toMinor('100.01'), 30);
    expect([formatMinor(part), formatMinor(rest)]).toEqual(['30.00', '70.01']);
  });

  it('compares, and knows what a numeric(12,2) column holds', () => {
    expect(compareMinor(1n, 2n)).toBe(-1);
    expect(compareMinor(2n, 2n)).toBe(0);
    expect(compareMinor(toMinor('10'), toMinor('9.99'))).toBe(1);
    expect(minMinor([300n, 120n, 250n])).toBe(120n);
    expect(maxMinor([300n, 120n, 250n])).toBe(300n);
    expect(fitsMoneyColumn(MONEY_MAX)).toBe(true);
    expect(fitsMoneyColumn(MONEY_MAX + 1n)).toBe(false);
  });
});

describe('money: currencies', () => {
  it('every currency a quotation takes has its digits, none more than the columns hold', () => {
    for (const currency of saveQuotationSchema.shape.currency.unwrap().options) expect(currencyDigits(currency)).toBe(2);
    expect(() => currencyDigits('XXX')).toThrow(RangeError);
  });
});

const quotationAt = (unitPrice: unknown) => ({ inquiryId: '1', currency: 'USD', leadTimeDays: 30, validUntil: '2099-01-01', lines: [{ title: 'A', qty: 1, tiers: [{ minQty: 1, unitPrice }] }] });

describe('money: amounts that must be positive', () => {
  it('a quotation refuses a negative, zero or over-precise price', () => {
    for (const bad of [-1, '-0.01', 0, '0.00', 2.675, '1.001', 'abc']) expect(saveQuotationSchema.safeParse(quotationAt(bad)).success, String(bad)).toBe(false);
    for (const good of [0.01, '3.10', '1,000.50', 1_000_000]) expect(saveQuotationSchema.safeParse(quotationAt(good)).success, String(good)).toBe(true);
  });
});
