import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import { isLargeRateMove, rateMovePercent, withinRateBounds } from './tradeTerms';

describe('exchange-rate rules', () => {
  it('bounds a rate to what a currency can be worth for 1 USD', () => {
    for (const rate of ['0.001', '0.9215', '7.2', '100000']) expect(withinRateBounds(rate), rate).toBe(true);
    for (const rate of ['0.000001', '0.000999', '100000.000001', '999999.999999']) expect(withinRateBounds(rate), rate).toBe(false);
  });

  it('calls a move of more than 10 % large, exactly, and says it in percent with one decimal', () => {
    expect(isLargeRateMove('7.2', '7.92')).toBe(false);
    expect(isLargeRateMove('7.2', '7.920001')).toBe(true);
    expect(isLargeRateMove('7.2', '6.48')).toBe(false);
    expect(isLargeRateMove('7.2', '6.479999')).toBe(true);
    expect(rateMovePercent('7.2', '9')).toBe('25.0');
    expect(rateMovePercent('0.9215', '2.5')).toBe('171.3');
  });

  it('groups a decimal-string amount exactly, past what a float holds', () => {
    expect(formatPrice('9999999999999.99')).toBe('9,999,999,999,999.99');
    expect(formatPrice('4191.78')).toBe('4,191.78');
    expect(formatPrice('0.05')).toBe('0.05');
  });
});
