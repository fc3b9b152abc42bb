import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { companyMinimums, minimumShortfall, minimumShortfallText } from './minimums';

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

const list = (id: number, priority: number, first: string | null, reorder: string | null) => ({
  id, priority, currency: 'EUR', firstOrderMinimum: first === null ? null : toMinor(first), reorderMinimum: reorder === null ? null : toMinor(reorder),
});

describe('companyMinimums', () => {

  it('takes each minimum from the highest-priority list that sets it, equal priority by the lower id', () => {
    expect(companyMinimums([list(1, 1, '800', '300'), list(2, 5, null, '500')])).toEqual({ currency: 'EUR', firstOrderMinimum: toMinor('800'), reorderMinimum: toMinor('500') });
    expect(companyMinimums([list(3, 5, '900', null), list(2, 5, '700', null)])).toMatchObject({ firstOrderMinimum: toMinor('700'), reorderMinimum: null });
  });

  it('is null when no list sets one', () => {
    expect(companyMinimums([list(1, 1, null, null)])).toBeNull();
    expect(companyMinimums([])).toBeNull();
  });
});
