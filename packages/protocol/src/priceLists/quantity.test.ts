import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { checkGoodsLines, checkQuantity, countedQuantity, mergeQuantityRules, nearestAllowed, quantityRuleProblem, smallestAllowed, unitPriceFor, type QuantityRule } from './quantity';

const rule = (over: Partial<QuantityRule>): QuantityRule => ({ minQty: null, maxQty: null, increment: null, mixAndMatch: false, ...over });

describe('checkQuantity', () => {
  it.each([
    [rule({}), 1, null],
    [rule({}), 0, 'Choose a whole number of pieces, 1 or more.'],
    [rule({}), 2.5, 'Choose a whole number of pieces, 1 or more.'],
    [rule({ increment: 12 }), 12, null],
    [rule({ increment: 12 }), 36, null],
    [rule({ increment: 12 }), 13, 'Sold in packs of 12: choose 12 or 24.'],
    [rule({ increment: 12 }), 5, 'Sold in packs of 12: choose 12.'],
    [rule({ minQty: 50 }), 49, 'The minimum is 50 pieces: choose 50.'],
    [rule({ minQty: 50 }), 50, null],
    [rule({ minQty: 50, increment: 12 }), 10, 'The minimum is 50 pieces in packs of 12: choose 60.'],
    [rule({ minQty: 50, increment: 12 }), 55, 'Sold in packs of 12: choose 60.'],
    [rule({ minQty: 50, increment: 12 }), 61, 'Sold in packs of 12: choose 60 or 72.'],
    [rule({ maxQty: 500 }), 501, 'At most 500 pieces per order: choose 500.'],
    [rule({ maxQty: 500, increment: 12 }), 499, 'Sold in packs of 12: choose 492.'],
    [rule({ maxQty: 500, increment: 12 }), 600, 'At most 500 pieces per order: choose 492.'],
    [rule({ maxQty: 500, increment: 12 }), 492, null],
    [rule({ increment: 6, mixAndMatch: true }), 10, 'Sold in packs of 6 (counted across its specifications; you have 10): choose 6 or 12.'],
  ])('%o with %s', (r, qty, message) => {
    const check = checkQuantity(r, qty);
    if (message === null) expect(check).toEqual({ ok: true });
    else expect(check).toMatchObject({ ok: false, message });
  });

  it('gives the nearest quantities as numbers too', () => {
    expect(checkQuantity(rule({ increment: 12 }), 13)).toEqual({ ok: false, message: 'Sold in packs of 12: choose 12 or 24.', nearest: [12, 24] });
    expect(nearestAllowed(rule({ increment: 10, minQty: 30, maxQty: 100 }), 25)).toEqual([30]);
    expect(nearestAllowed(rule({ increment: 10, minQty: 30, maxQty: 100 }), 101)).toEqual([100]);
    expect(nearestAllowed(rule({ increment: 10, minQty: 30, maxQty: 100 }), 55)).toEqual([50, 60]);
    expect(smallestAllowed(rule({ increment: 12, minQty: 12 }))).toBe(12);
    expect(smallestAllowed(rule({}))).toBe(1);
  });
});

describe('quantityRuleProblem', () => {
  it('refuses a rule no quantity can meet, and numbers that are not whole', () => {
    expect(quantityRuleProblem(rule({ minQty: 10, maxQty: 100, increment: 12 }))).toBeNull();
    expect(quantityRuleProblem(rule({ minQty: 50, maxQty: 55, increment: 12 }))).toBe('No quantity meets both the minimum and the maximum in this pack size.');
    expect(quantityRuleProblem(rule({ increment: 0 }))).toBe('The increment is a whole number from 1 to 1,000,000.');
    expect(quantityRuleProblem(rule({ minQty: 1.5 }))).toBe('The minimum is a whole number from 1 to 1,000,000.');
    expect(quantityRuleProblem(rule({ maxQty: 2_000_000 }))).toBe('The maximum is a whole number from 1 to 1,000,000.');
  });
});

describe('mix and match', () => {
  const tiers = [{ minQty: 1, price: toMinor('5.00') }, { minQty: 12, price: toMinor('4.00') }];
  const fourLengths = [{ specId: 1, qty: 3 }, { specId: 2, qty: 3 }, { specId: 3, qty: 3 }, { specId: 4, qty: 3 }];

  it('counts 3 × 4 lengths as 12: the minimum is met and the 12-piece tier reached', () => {
    const mixed = rule({ minQty: 12, mixAndMatch: true });
    expect(countedQuantity(mixed, fourLengths, 2)).toBe(12);
    expect(checkGoodsLines(mixed, fourLengths)).toEqual([]);
    expect(unitPriceFor(tiers, mixed, fourLengths, 3)).toBe(toMinor('4.00'));
  });

  it('without it, each specification stands alone', () => {
    const alone = rule({ minQty: 12 });
    expect(countedQuantity(alone, fourLengths, 2)).toBe(3);
    expect(unitPriceFor(tiers, alone, fourLengths, 3)).toBe(toMinor('5.00'));
    const refusals = checkGoodsLines(alone, fourLengths);
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatchObject({ specId: 1, message: 'The minimum is 12 pieces: choose 12.' });
  });

  it('refuses the goods total once when it misses the rule', () => {
    const mixed = rule({ minQty: 12, mixAndMatch: true });
    expect(checkGoodsLines(mixed, fourLengths.slice(0, 3))).toEqual([
      { specId: null, ok: false, message: 'The minimum is 12 pieces (counted across its specifications; you have 9): choose 12.', nearest: [12] },
    ]);
  });
});

describe('mergeQuantityRules', () => {
  it('lets a list override each field it sets, null included', () => {
    const goods = rule({ minQty: 12, increment: 6 });
    expect(mergeQuantityRules(goods, null)).toBe(goods);
    expect(mergeQuantityRules(goods, { increment: 12 })).toEqual(rule({ minQty: 12, increment: 12 }));
    expect(mergeQuantityRules(goods, { minQty: null, mixAndMatch: true })).toEqual(rule({ increment: 6, mixAndMatch: true }));
  });
});
