import { describe, expect, it } from 'vitest';
import type { QuotationLine } from '@sw/protocol';
import { orderLines } from './orderPricing';

/** A quoted line from `tiers` ([minQty, unitPrice] pairs) at `qty`. */
const quoted = (title: string, qty: number, tiers: [number, number][], itemId: string | null = '7'): QuotationLine => ({
  itemId, title, qty, tiers: tiers.map(([minQty, unitPrice]) => ({ minQty, unitPrice })), unitPrice: 0, amount: 0,
});
const QUOTATION = [quoted('Ring', 600, [[300, 4.2], [1000, 3.9]]), quoted('Mould and tooling', 1, [[1, 120]], null)];

describe('the order lines taken from a quotation (pure: no database)', () => {
  it('keeps each quoted quantity unless the buyer chose another, priced at the tier it reaches, exactly', () => {
    const { lines, total } = orderLines(QUOTATION, []);
    expect(lines.map((line) => [line.itemId, line.title, line.qty, line.unitPrice, line.amount])).toEqual([['7', 'Ring', 600, 4.2, 2520], [null, 'Mould and tooling', 1, 120, 120]]);
    expect(total).toBe(264_000n);
    const more = orderLines(QUOTATION, [{ line: 0, qty: 1000 }]);
    expect(more.lines[0]).toMatchObject({ qty: 1000, unitPrice: 3.9, amount: 3900 });
    expect(more.total).toBe(402_000n);
  });

  it('refuses a quantity below the first tier and a line the quotation does not have, naming the line', () => {
    expect(() => orderLines(QUOTATION, [{ line: 0, qty: 299 }])).toThrow('lines.0.qty: Ring is quoted from 300 pieces. Please order at least that many.');
    expect(() => orderLines(QUOTATION, [{ line: 2, qty: 5 }])).toThrow('lines: The quotation has 2 lines; line 3 is not one of them.');
  });
});
