import { cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpecLine } from './SpecLine';

afterEach(cleanup);

// The line rule itself (ring size, size entries, blanks, '-') is tested with the spec's cases in
// packages/protocol/src/format.test.ts; here: that the component shows that rule's line.
describe('SpecLine', () => {
  it('renders the formatted line with the full text as its title', () => {
    render(
      h(SpecLine, {
        entries: [
          { cd: 'material', nm: 'Material', vl: '316L Stainless Steel' },
          { cd: 'widthSize', nm: 'Width', vl: '6mm' },
          { cd: 'ringSize', nm: 'Ring Size', vl: 'US 7# (17.3mm)' },
        ],
      }),
    );
    const line = screen.getByText('Width 6mm | 7# | 316L Stainless Steel');
    expect(line).toHaveAttribute('title', 'Width 6mm | 7# | 316L Stainless Steel');
  });

  it("shows '-' without a title when nothing remains", () => {
    const { container } = render(h(SpecLine, { entries: [{ cd: 'color', nm: 'Color', vl: '  ' }] }));
    const line = container.querySelector('[data-spec-line]');
    expect(line).toHaveTextContent('-');
    expect(line).not.toHaveAttribute('title');
  });
});
