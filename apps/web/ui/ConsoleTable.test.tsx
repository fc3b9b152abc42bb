import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsCell } from './ConsoleTable';

describe('GoodsCell', () => {
  it('counts a precise request in lines and pieces', () => {
    render(<GoodsCell title="Rings" lineCount={2} totalQty={1200} />);
    expect(screen.getByText('2 lines · 1,200 pcs')).toBeInTheDocument();
  });

  it('says a quick inquiry is a described request, not an empty one (issue 30, 15)', () => {
    render(<GoodsCell title="Custom pendant" lineCount={0} totalQty={500} />);
    expect(screen.getByText('Described request · 500 pcs')).toBeInTheDocument();
    expect(screen.queryByText(/0 lines/)).toBeNull();
  });
});
