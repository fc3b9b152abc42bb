import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineCard } from './LineCard';

afterEach(cleanup);

const count = (text: string, part: string) => text.split(part).length - 1;

describe('LineCard: a requested line per specification (issue 49, point 14)', () => {
  it('prints each specification’s item code once, also when the specification names it as its model', () => {
    const variants = ['01', '02'].map((n) => ({
      specId: n, skuCode: `SS-R10-${n}`, qty: 100,
      entries: [{ cd: 'size', nm: 'Size', vl: n === '01' ? '6' : '7' }, { cd: 'model', nm: 'Model', vl: `SS-R10-${n}` }],
    }));
    render(<LineCard line={{ title: 'Band ring', goodsCode: 'SS-R10', imageUrl: '', qty: 200, customization: null, variants }} />);
    const rows = screen.getAllByTestId('line-variant').map((row) => row.textContent ?? '');
    expect(rows.map((row) => [count(row, 'SS-R10-01'), count(row, 'SS-R10-02')])).toEqual([[1, 0], [0, 1]]);
    expect(rows[0]).toContain('Size 6');
  });
});
