import { cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GoodsSummary } from '@sw/protocol';
import { ProductGrid } from './ProductCard';

afterEach(cleanup);

const goods = (n: number): GoodsSummary => ({
  goodsId: String(n), goodsCode: `SW-${n}`, title: `Ring ${n}`, imageUrl: `/media/goods/ring-${n}.svg`,
  minPrice: 1.2, maxPrice: 2.4, moq: 50, newFlag: 0, catName1: 'Rings',
});

/** Each picture's sizes and loading attributes in a grid of five cards of `variant`. */
function pictures(variant: 'default' | 'wide' | 'shelf') {
  const { unmount } = render(h(ProductGrid, { goods: [1, 2, 3, 4, 5].map(goods), variant }));
  const all = screen.getAllByRole('img').map((img) => [img.getAttribute('sizes'), img.getAttribute('loading')]);
  unmount();
  return all;
}

describe('ProductGrid', () => {
  it("asks for each picture at its column's width, so a phone fetches a small one", () => {
    render(h(ProductGrid, { goods: [goods(1), goods(2)] }));
    const img = screen.getByRole('img', { name: 'Ring 1' });
    // Two columns on a phone: half the screen, not the card's 480 px (which a 1.75× phone read as the 1600 px file).
    expect(img.getAttribute('sizes')).toMatch(/, 50vw$/);
    expect(img.getAttribute('srcset')).toContain('/media/goods/ring-1.w390.webp 390w');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('gives each grid variant its own column width, and loads only the first cards at once', () => {
    const wide = pictures('wide');
    const shelf = pictures('shelf');
    expect(wide[0]![0]).toContain('(min-width: 1024px) 25vw');
    expect(shelf[0]![0]).toContain('(min-width: 768px) 25vw');
    expect(new Set([wide[0]![0], shelf[0]![0], pictures('default')[0]![0]]).size).toBe(3);
    expect(wide.map(([, loading]) => loading)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });
});
