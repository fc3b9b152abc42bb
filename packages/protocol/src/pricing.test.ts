import { describe, expect, it } from 'vitest';
import { lineAmount, nextCheaperTier, reachedTier, sumAmounts } from './pricing';

const catalogue = [
  { minQty: 500, maxQty: null, price: 2 },
  { minQty: 12, maxQty: 99, price: 2.5 },
  { minQty: 100, maxQty: 499, price: 2.2 },
];

describe('tier prices', () => {
  it('a quantity pays the highest tier it reaches, whatever order the tiers come in', () => {
    expect(reachedTier(catalogue, 12)?.price).toBe(2.5);
    expect(reachedTier(catalogue, 99)?.price).toBe(2.5);
    expect(reachedTier(catalogue, 100)?.price).toBe(2.2);
    expect(reachedTier(catalogue, 5000)?.price).toBe(2);
  });

  it('below every tier the first tier applies; without tiers there is none', () => {
    expect(reachedTier(catalogue, 5)?.price).toBe(2.5);
    expect(reachedTier([{ minQty: 100, unitPrice: 4.8 }, { minQty: 500, unitPrice: 4.2 }], 50)?.unitPrice).toBe(4.8);
    expect(reachedTier([], 10)).toBeNull();
  });

  it('the next cheaper tier tells what more pieces would save', () => {
    expect(nextCheaperTier(catalogue, 40)?.minQty).toBe(100);
    expect(nextCheaperTier(catalogue, 120)?.minQty).toBe(500);
    expect(nextCheaperTier(catalogue, 800)).toBeNull();
  });

  it('amounts are counted in whole cents', () => {
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(0.7, 7)).toBe(4.9);
    expect(lineAmount(2.58, 30)).toBe(77.4);
  });
});

describe('sums of wire amounts', () => {
  it('adds amounts exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([8.05, 0.21, 0.3])).toBe(8.56);
    expect(sumAmounts([])).toBe(0);
    expect(lineAmount('1.15', 7)).toBe(8.05);
  });
});
