import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { minimumShortfall, minimumShortfallText } from './minimums';

const minimums = { currency: 'USD', firstOrderMinimum: toMinor('1000'), reorderMinimum: toMinor('500') };

describe('order minimums', () => {
  it('says what a reorder still misses', () => {
    const shortfall = minimumShortfall(minimums, toMinor('320'), true);
    expect(shortfall).toEqual({ kind: 'reorder', minimum: toMinor('500'), missing: toMinor('180'), currency: 'USD' });
    expect(minimumShortfallText(shortfall!)).toBe('US$180.00 more to reach your reorder minimum of US$500.00');
  });

  it('asks a first order for the first-order minimum, in the list currency', () => {
    const shortfall = minimumShortfall({ ...minimums, currency: 'EUR' }, toMinor('999.99'), false);
    expect(minimumShortfallText(shortfall!)).toBe('€0.01 more to reach your first-order minimum of €1,000.00');
  });

  it('is met at the minimum exactly, and asks nothing without one', () => {
    expect(minimumShortfall(minimums, toMinor('500'), true)).toBeNull();
    expect(minimumShortfall(minimums, toMinor('1000'), false)).toBeNull();
    expect(minimumShortfall({ ...minimums, reorderMinimum: null }, 0n, true)).toBeNull();
    expect(minimumShortfall({ ...minimums, reorderMinimum: 0n }, 0n, true)).toBeNull();
    expect(minimumShortfall(minimums, 0n, true)).toMatchObject({ missing: toMinor('500') });
  });
});
