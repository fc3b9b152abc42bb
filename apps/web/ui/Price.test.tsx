import { cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price, PriceRange, priceRangeText, priceText } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it.each([
    [1234.5, 'US$ 1,234.50'],
    [0, 'US$ 0.00'],
    ['1234567.891', 'US$ 1,234,567.89'],
    [0.005, 'US$ 0.01'],
    ['', 'US$ 0.00'],
    [null, 'US$ 0.00'],
    [undefined, 'US$ 0.00'],
    ['abc', 'US$ 0.00'],
    [Number.NaN, 'US$ 0.00'],
  ])('%j → %s', (value, expected) => {
    expect(priceText(value)).toBe(expected);
    const { unmount } = render(h(Price, { value }));
    expect(screen.getByText(expected)).toBeInTheDocument();
    unmount();
  });

  it('takes another currency prefix', () => {
    expect(priceText(2, '€')).toBe('€ 2.00');
  });
});

describe('PriceRange', () => {
  it("shows 'US$ 1.20 - 2.50'", () => {
    expect(priceRangeText(1.2, 2.5)).toBe('US$ 1.20 - 2.50');
    render(h(PriceRange, { min: 1.2, max: 2.5 }));
    expect(screen.getByText('US$ 1.20 - 2.50')).toBeInTheDocument();
  });

  it('shows one price when both ends are equal or the top is missing', () => {
    expect(priceRangeText(3, 3)).toBe('US$ 3.00');
    expect(priceRangeText('3.001', 3)).toBe('US$ 3.00');
    expect(priceRangeText(3, null)).toBe('US$ 3.00');
  });

  it('keeps thousands separators on both ends', () => {
    expect(priceRangeText(999.5, 1250)).toBe('US$ 999.50 - 1,250.00');
  });
});
