import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { adjustText, applyPriceRule, priceRuleProblem, roundPrice, roundingText } from './rules';

const m = (text: string) => toMinor(text);

describe('roundPrice', () => {
  it.each([
    // [numerator, denominator, rounding, expected minor]
    [12345n, 10n, 'minor', 1235n], // 1234.5 half-up
    [12344n, 10n, 'minor', 1234n],
    [1231n, 1n, '.x9', 1239n],
    [1239n, 1n, '.x9', 1239n],
    [12395n, 10n, '.x9', 1249n], // 1239.5 → up past 1239 to 1249
    [1231n, 1n, '.x0', 1240n],
    [1240n, 1n, '.x0', 1240n],
    [1231n, 1n, '.x5', 1235n],
    [1236n, 1n, '.x5', 1245n],
    [1231n, 1n, '.99', 1299n],
    [12995n, 10n, '.99', 1399n],
    [1200n, 1n, '.00', 1200n],
    [1201n, 1n, '.00', 1300n],
    [1251n, 1n, '.50', 1350n],
    [1249n, 1n, '.50', 1250n],
    [1296n, 1n, '.95', 1395n],
    [0n, 1n, 'minor', 1n], // never zero
    [4n, 10n, 'minor', 1n],
    [0n, 1n, '.00', 1n],
  ] as const)('%s / %s by %s is %s', (n, d, rounding, expected) => {
    expect(roundPrice(n, d, rounding)).toBe(expected);
  });

  it('refuses a negative price', () => {
    expect(() => roundPrice(-1n, 1n, 'minor')).toThrow(RangeError);
  });
});

describe('applyPriceRule', () => {
  it('takes a percentage off the catalogue price, rounded half-up to the cent', () => {
    // 4.72 × 0.88 = 4.1536 → 4.15
    expect(applyPriceRule(m('4.72'), { adjustPercent: '-12', rounding: 'minor' }, 'USD', null)).toBe(m('4.15'));
    // 10.05 × 0.95 = 9.5475 → 9.55
    expect(applyPriceRule(m('10.05'), { adjustPercent: '-5', rounding: 'minor' }, 'USD', null)).toBe(m('9.55'));
    // 3.33 × 1.055 = 3.51315 → 3.51
    expect(applyPriceRule(m('3.33'), { adjustPercent: '5.5', rounding: 'minor' }, 'USD', null)).toBe(m('3.51'));
    expect(applyPriceRule(m('3.33'), { adjustPercent: '+5.5', rounding: 'minor' }, 'USD', null)).toBe(m('3.51'));
    expect(applyPriceRule(m('3.33'), { adjustPercent: '0', rounding: 'minor' }, 'USD', null)).toBe(m('3.33'));
  });

  it('rounds once, from the exact value, never twice', () => {
    // 0.85 × 0.9 = 0.765 → 0.77 (half-up once); rounding 0.765 after a first rounding of any step would differ in other cases.
    expect(applyPriceRule(m('0.85'), { adjustPercent: '-10', rounding: 'minor' }, 'USD', null)).toBe(m('0.77'));
    // 1.00 × 0.88 × 0.9215 = 0.81092 EUR → 0.81
    expect(applyPriceRule(m('1.00'), { adjustPercent: '-12', rounding: 'minor' }, 'EUR', '0.9215')).toBe(m('0.81'));
  });

  it('converts at the exchange rate when the list is in another currency', () => {
    // 4.72 USD × 0.9215 = 4.34948 EUR → 4.35
    expect(applyPriceRule(m('4.72'), { adjustPercent: '0', rounding: 'minor' }, 'EUR', '0.9215')).toBe(m('4.35'));
    // 4.72 × 0.88 × 0.9215 = 3.8275424 → .x9 → 3.89
    expect(applyPriceRule(m('4.72'), { adjustPercent: '-12', rounding: '.x9' }, 'EUR', '0.9215')).toBe(m('3.89'));
    // 10 USD × 7.1234 CNY = 71.234 → .00 → 72.00
    expect(applyPriceRule(m('10'), { adjustPercent: '0', rounding: '.00' }, 'CNY', '7.1234')).toBe(m('72.00'));
  });

  it('rounds up to an ending', () => {
    expect(applyPriceRule(m('4.72'), { adjustPercent: '-12', rounding: '.x9' }, 'USD', null)).toBe(m('4.19'));
    expect(applyPriceRule(m('4.72'), { adjustPercent: '-12', rounding: '.x0' }, 'USD', null)).toBe(m('4.20'));
    expect(applyPriceRule(m('4.72'), { adjustPercent: '-12', rounding: '.99' }, 'USD', null)).toBe(m('4.99'));
    expect(applyPriceRule(m('5.00'), { adjustPercent: '0', rounding: '.00' }, 'USD', null)).toBe(m('5.00'));
  });

  it('refuses a rule that is not one, and a foreign currency without a rate', () => {
    expect(() => applyPriceRule(m('1'), { adjustPercent: '-100', rounding: 'minor' }, 'USD', null)).toThrow(/100 %/);
    expect(() => applyPriceRule(m('1'), { adjustPercent: '-12', rounding: 'minor' }, 'EUR', null)).toThrow(/exchange rate/);
    expect(() => applyPriceRule(m('1'), { adjustPercent: '-12', rounding: 'minor' }, 'EUR', '0')).toThrow(/more than zero/);
  });
});

describe('priceRuleProblem', () => {
  it.each([
    ['-12', 'minor', null],
    ['5.5', '.x9', null],
    ['-99.99', '.99', null],
    ['1000', 'minor', null],
    ['-100', 'minor', 'A rule cannot take 100 % or more off the catalogue price.'],
    ['1000.01', 'minor', 'A rule cannot add more than 1000 % to the catalogue price.'],
    ['12.345', 'minor', 'The percentage is a number with at most two decimals, such as -12 or 5.5.'],
    ['abc', 'minor', 'The percentage is a number with at most two decimals, such as -12 or 5.5.'],
    ['1e2', 'minor', 'The percentage is a number with at most two decimals, such as -12 or 5.5.'],
    ['-12', '.x1x', 'The rounding is one of minor, .x0, .x5, .x9, .00, .50, .95, .99.'],
  ])('%s with %s', (adjustPercent, rounding, problem) => {
    expect(priceRuleProblem({ adjustPercent, rounding })).toBe(problem);
  });
});

describe('the rule in words', () => {
  it('says the percentage with a true minus sign, and the rounding', () => {
    expect(adjustText('-12')).toBe('catalogue −12 %');
    expect(adjustText('5.5')).toBe('catalogue +5.5 %');
    expect(adjustText('-0.25')).toBe('catalogue −0.25 %');
    expect(adjustText('0')).toBe('catalogue price');
    expect(roundingText('minor')).toBe('rounded to the cent');
    expect(roundingText('.x9')).toBe('rounded up to .x9');
  });
});
