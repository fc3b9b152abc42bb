import { describe, expect, it } from 'vitest';
import type { QuotationMargins } from '@sw/protocol';
import { draftBelowFloor, marginOfTier, rateFor } from './margin';

const cost = { itemId: '7', cost: '1.00', floor: { percent: '20', source: 'goods' as const } };

describe('the editor’s margin as typed', () => {
  it('shows the margin, the floor and the lowest price that keeps it', () => {
    expect(marginOfTier('1.30', cost, null)).toEqual({ margin: '23.1', floorPercent: '20', source: 'goods', below: false, lowest: '1.25' });
    expect(marginOfTier('1.10', cost, null)).toMatchObject({ margin: '9.1', below: true, lowest: '1.25' });
    expect(marginOfTier('1.25', cost, null)!.below).toBe(false);
  });

  it('shows nothing for a price not yet typed, a line without cost, or an unknown rate', () => {
    expect(marginOfTier('', cost, null)).toBeNull();
    expect(marginOfTier('abc', cost, null)).toBeNull();
    expect(marginOfTier('1.10', { ...cost, cost: null }, null)).toBeNull();
    expect(marginOfTier('1.10', undefined, null)).toBeNull();
    expect(marginOfTier('1.10', cost, undefined)).toBeNull();
  });

  it('converts at the saved draft’s rate of the same currency only', () => {
    const saved = { currency: 'EUR', exchange: { rate: '0.9' } };
    expect(rateFor('USD', saved)).toBeNull();
    expect(rateFor('EUR', saved)).toBe('0.9');
    expect(rateFor('GBP', saved)).toBeUndefined();
    expect(marginOfTier('1.08', cost, '0.9')).toMatchObject({ margin: '16.7', below: true, lowest: '1.13' });
  });

  it('finds a draft below the floor in any tier of a line with goods', () => {
    const margins: QuotationMargins = { lines: [cost], approval: null, mayPassFloor: false };
    expect(draftBelowFloor([{ itemId: '7', tiers: [{ unitPrice: '2' }, { unitPrice: '1.2' }] }], margins, null)).toBe(true);
    expect(draftBelowFloor([{ itemId: '7', tiers: [{ unitPrice: '2' }] }, { itemId: null, tiers: [{ unitPrice: '0.01' }] }], margins, null)).toBe(false);
  });
});
