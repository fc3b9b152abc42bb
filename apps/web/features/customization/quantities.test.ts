import { describe, expect, it } from 'vitest';
import { parseQty, quantityProblem, summarize, variantRows } from './quantities';

const tiers = [
  { minQty: 100, maxQty: 499, price: 2.5 },
  { minQty: 500, maxQty: 999, price: 2 },
  { minQty: 1000, maxQty: null, price: 1.6 },
];
const skus = [
  { specId: '11', skuCode: 'A-1', entries: [] },
  { specId: '12', skuCode: 'A-2', entries: [] },
];

describe('quantities', () => {
  it('reads whole numbers only; empty is none', () => {
    expect(parseQty('')).toEqual({ qty: 0, problem: null });
    expect(parseQty(' 120 ')).toEqual({ qty: 120, problem: null });
    expect(parseQty('1.5').problem).toBe('not-whole');
    expect(parseQty('-3').problem).toBe('not-whole');
    expect(parseQty('2000000').problem).toBe('too-many');
  });


  it('sums the variants against the MOQ with the estimated amount', () => {
    const rows = variantRows(skus);
    const below = summarize(rows, { '11': '40', '12': '50' }, 100, tiers);
    expect(below.total).toBe(90);
    expect(quantityProblem(below, 100)).toBe('The total is below the MOQ of 100 pcs: add 10 more.');
    const ok = summarize(rows, { '11': '300', '12': '250' }, 100, tiers);
    expect(ok.variants).toEqual([{ specId: '11', qty: 300 }, { specId: '12', qty: 250 }]);
    expect(ok.unitPrice).toBe(2);
    expect(ok.amount).toBe(1100);
    expect(quantityProblem(ok, 100)).toBeNull();
    const bad = summarize(rows, { '11': '3.5' }, 100, tiers);
    expect(quantityProblem(bad, 100)).toMatch(/whole numbers/);
    expect(quantityProblem(summarize(rows, {}, 100, tiers), 100)).toMatch(/at least one/);
  });

  it('gives goods without specifications one standard row', () => {
    const rows = variantRows([]);
    expect(rows).toEqual([{ specId: null, sku: null }]);
    expect(summarize(rows, { '-': '200' }, 100, tiers).variants).toEqual([{ specId: null, qty: 200 }]);
  });
});
