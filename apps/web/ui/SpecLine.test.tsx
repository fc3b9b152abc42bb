import { cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpecLine } from './SpecLine';

afterEach(cleanup);

const line = (entries: Parameters<typeof SpecLine>[0]['entries']) => {
  const { container, unmount } = render(h(SpecLine, { entries }));
  const text = container.textContent;
  unmount();
  return text;
};

describe('SpecLine', () => {
  it("shows '-' when nothing remains", () => {
    expect(line([])).toBe('-');
    expect(line(null)).toBe('-');
    expect(line(undefined)).toBe('-');
    expect(line([{ cd: 'color', nm: 'Color', vl: '  ' }])).toBe('-');
  });

  it('keeps only the ring-size number with its hash mark', () => {
    expect(line([{ cd: 'ringSize', nm: 'Ring Size', vl: 'US 7# (17.3mm)' }])).toBe('7#');
    expect(line([{ cd: 'ringSize', nm: 'Ring Size', vl: '8' }])).toBe('8');
  });

  it("shows size entries first, name and value joined, separated by ' x ', other values by ' | '", () => {
    expect(
      line([
        { cd: 'material', nm: 'Material', vl: '316L Stainless Steel' },
        { cd: 'color', nm: 'Color', vl: 'Gold' },
        { cd: 'widthSize', nm: 'Width', vl: '6mm' },
        { cd: 'ringSize', nm: 'Ring Size', vl: '7#' },
        { cd: 'lengthSize', nm: 'Length', vl: '45cm' },
      ]),
    ).toBe('Width 6mm x Length 45cm | 7# | Gold | 316L Stainless Steel');
  });

  it('removes blank values before joining', () => {
    expect(
      line([
        { cd: 'color', nm: 'Color', vl: '' },
        { cd: 'model', nm: 'Model', vl: 'R-1001' },
        { cd: 'plating', nm: 'Plating', vl: '18K Gold' },
      ]),
    ).toBe('18K Gold | R-1001');
  });

  it('renders one line with the full text as its title', () => {
    render(h(SpecLine, { entries: [{ cd: 'size', nm: 'Size', vl: '20mm' }, { cd: 'color', nm: 'Color', vl: 'Rose' }] }));
    expect(screen.getByText('Size 20mm | Rose')).toHaveAttribute('title', 'Size 20mm | Rose');
  });
});
