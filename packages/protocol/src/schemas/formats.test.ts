import { describe, expect, it } from 'vitest';
import { dayField, moneyField, readMoney } from './formats';

describe('readMoney: the one money rule (decision 0009)', () => {
  it('takes plain decimals and thousands commas in groups of three, exactly', () => {
    expect(readMoney('1,234,567.89')).toEqual({ minor: 123456789n });
    expect(readMoney('0.1')).toEqual({ minor: 10n });
    expect(readMoney('1500')).toEqual({ minor: 150000n });
    expect(readMoney(12.5)).toEqual({ minor: 1250n });
  });

  it('names a decimal comma, and refuses every other notation', () => {
    for (const text of ['1,5', '0,99', '1,50', '1.000,00']) expect(readMoney(text)).toEqual({ problem: 'comma' });
    for (const text of ['0x10', '0b101', '0o17', '1e3', '+5', '-5', ' 5', '5 ', '１２', '.5', '5.', '1,23,456', '12,3456', '', 'NaN'])
      expect(readMoney(text), text).toEqual({ problem: 'format' });
    expect(readMoney('1.234')).toEqual({ problem: 'digits' });
    expect(readMoney(1.234)).toEqual({ problem: 'digits' });
    expect(readMoney(Number.POSITIVE_INFINITY)).toEqual({ problem: 'format' });
  });

  it('moneyField answers the amount; the bounds follow the reading', () => {
    const field = moneyField('amount', { max: '100' });
    expect(field.parse('99.5')).toBe(99.5);
    expect(field.safeParse('1,000').error?.issues[0]?.message).toBe('The amount is too large.');
    expect(field.safeParse('0').error?.issues[0]?.message).toBe('The amount must be more than 0.');
    expect(moneyField('minimum', { least: 0 }).parse('0.00')).toBe(0);
  });
});

describe('dayField', () => {
  const day = dayField('the payment date');
  it('takes a real day in range, refuses the rest with a sentence', () => {
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    expect(day.safeParse('2027-02-29').error?.issues[0]?.message).toBe('Please enter the payment date as YYYY-MM-DD.');
    expect(day.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Please enter the payment date from 2000-01-01 to 2100-12-31, as YYYY-MM-DD.');
  });
});
