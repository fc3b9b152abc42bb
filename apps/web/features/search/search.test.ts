import { describe, expect, it, vi } from 'vitest';
import { pageCount } from './NewArrivals';
import { submitSearch } from './SearchDialog';

describe('search dialog rules', () => {
  it('opens the goods list for the trimmed text; empty text is not submitted', () => {
    const open = vi.fn();
    expect(submitSearch('', open)).toBe(false);
    expect(submitSearch('   ', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(submitSearch('  cuban chain ', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/goods/list?keyWords=cuban%20chain');
  });

  it('pages new arrivals 4 at a time', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(5)).toBe(2);
    expect(pageCount(12)).toBe(3);
  });
});
