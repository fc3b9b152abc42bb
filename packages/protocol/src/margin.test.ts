import { describe, expect, it } from 'vitest';
import { belowFloorMessage, DEFAULT_MARGIN_FLOOR, floorFor, floorPrice, isBelowFloor, marginPercent, tiersBelowFloor } from './margin';

describe('margin floor', () => {
  it('takes the goods floor over the category floor over the default', () => {
    expect(floorFor({ goods: '30', category: '20', default: '10' })).toEqual({ percent: '30', source: 'goods' });
    expect(floorFor({ goods: null, category: '20', default: '10' })).toEqual({ percent: '20', source: 'category' });
    expect(floorFor({ default: '10' })).toEqual({ percent: '10', source: 'default' });
    expect(floorFor({})).toEqual({ percent: DEFAULT_MARGIN_FLOOR, source: 'default' });
  });

  it('computes the margin of a price exactly, half-up to one decimal', () => {
    expect(marginPercent('1.00', '0.80')).toBe('20.0');
    expect(marginPercent(0.92, '0.70')).toBe('23.9');
    expect(marginPercent('3', '2')).toBe('33.3');
    expect(marginPercent('0.70', '0.75')).toBe('-7.1');
    expect(marginPercent('0', '0.75')).toBeNull();
    // 0.1 + 0.2 style floats never enter: 0.30 against 0.10 is exactly two thirds.
    expect(marginPercent(0.3, 0.1)).toBe('66.7');
  });

  it('decides below the floor without rounding: exactly at the floor passes', () => {
    expect(isBelowFloor('1.00', '0.80', '20')).toBe(false);
    expect(isBelowFloor('0.99', '0.80', '20')).toBe(true);
    expect(isBelowFloor('1.25', '1.00', '20')).toBe(false);
    expect(isBelowFloor('1.24', '1.00', '20')).toBe(true);
    expect(isBelowFloor('1.00', '0.80', '20.01')).toBe(true);
    expect(isBelowFloor('5', '0', '99.99')).toBe(false);
  });

  it('converts the USD cost at the quotation rate', () => {
    // Cost 1.00 USD at 0.9 EUR per USD is 0.90 EUR: 1.08 EUR keeps 16.7 %.
    expect(marginPercent('1.08', '1.00', '0.9')).toBe('16.7');
    expect(isBelowFloor('1.08', '1.00', '15', '0.9')).toBe(false);
    expect(isBelowFloor('1.05', '1.00', '15', '0.9')).toBe(true);
    expect(floorPrice('1.00', '15', '0.9')).toBe('1.06');
  });

  it('gives the lowest price at the floor, rounded up to the cent', () => {
    expect(floorPrice('0.80', '20')).toBe('1.00');
    expect(floorPrice('1.00', '15')).toBe('1.18');
    expect(isBelowFloor(floorPrice('1.00', '15'), '1.00', '15')).toBe(false);
    expect(isBelowFloor('1.17', '1.00', '15')).toBe(true);
  });

  it('lists every tier below its floor, skipping lines without goods or cost', () => {
    const costs = [
      { itemId: '1', cost: '0.80', floor: { percent: '20', source: 'category' as const } },
      { itemId: '2', cost: null, floor: { percent: '20', source: 'default' as const } },
    ];
    const lines = [
      { itemId: 1, tiers: [{ minQty: 100, unitPrice: 1.2 }, { minQty: 1000, unitPrice: '0.95' }] },
      { itemId: '2', tiers: [{ minQty: 1, unitPrice: 0.01 }] },
      { itemId: null, tiers: [{ minQty: 1, unitPrice: 0.01 }] },
    ];
    const below = tiersBelowFloor(lines, costs);
    expect(below).toEqual([{ lineIndex: 0, minQty: 1000, unitPrice: '0.95', margin: '15.8', floor: { percent: '20', source: 'category' }, below: true }]);
    expect(belowFloorMessage(below)).toBe(
      'Line 1 from 1000 pcs has a margin of 15.8 %, below the category floor of 20 %. A sales manager must approve it: choose Ask for approval.',
    );
    expect(tiersBelowFloor([lines[0]!], [{ ...costs[0]!, cost: '0.50' }])).toEqual([]);
  });
});
