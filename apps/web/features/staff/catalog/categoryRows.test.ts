import { describe, expect, it } from 'vitest';
import type { StaffCategory } from '@sw/protocol';
import { categoryRows, inheritedCustoms, inheritedHint } from './categoryRows';

const category = (id: string, parentId: string | null, goodsCount: number, customs: Partial<StaffCategory> = {}): StaffCategory =>
  ({ id, name: id, slug: id, parentId, imageUrl: '', sort: 0, goodsCount, hsCode: null, originCountry: null, ...customs });

describe('categoryRows', () => {
  it('puts each top category before its sub-categories and counts their goods under it', () => {
    const rows = categoryRows([category('rings', null, 0), category('band', 'rings', 18), category('chains', null, 2), category('signet', 'rings', 10), category('cuban', 'chains', 5)]);
    expect(rows.map((row) => [row.category.id, row.depth, row.goods])).toEqual([
      ['rings', 0, 28],
      ['band', 1, 18],
      ['signet', 1, 10],
      ['chains', 0, 7],
      ['cuban', 1, 5],
    ]);
  });

  it('lists a category whose parent is not a top category last, with its own goods', () => {
    const rows = categoryRows([category('deep', 'band', 4), category('rings', null, 0), category('band', 'rings', 1)]);
    expect(rows.map((row) => [row.category.id, row.depth, row.goods])).toEqual([
      ['rings', 0, 1],
      ['band', 1, 1],
      ['deep', 2, 4],
    ]);
  });

  it("names the category's HS code and origin a blank customs field takes, the parent's where the category has none (issue 49)", () => {
    const list = [category('rings', null, 0, { hsCode: '7113.11', originCountry: 'CN' }), category('band', 'rings', 1, { hsCode: '7117.19' }), category('loose', null, 0)];
    expect(inheritedHint(inheritedCustoms(list, 'band'), 'hsCode')).toBe("Blank: the category's (7117.19)");
    expect(inheritedHint(inheritedCustoms(list, 'band'), 'originCountry')).toBe("Blank: the category's (CN)");
    expect(inheritedHint(inheritedCustoms(list, 'loose'), 'hsCode')).toBe('Blank: none (the category has none)');
    expect(inheritedHint(inheritedCustoms(list, ''), 'originCountry')).toBe("Blank: the category's (choose a category)");
  });
});
