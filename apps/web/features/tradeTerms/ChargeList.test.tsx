import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChargeList } from './ChargeList';

afterEach(cleanup);

const rowsOf = (testId: string) => screen.getAllByTestId(testId).map((row) => row.textContent);

describe('ChargeList: the one set of charge rows of the quotation and the order', () => {
  it('draws the same rows from a quotation’s numbers and an order’s fixed-digit text', () => {
    const freight = { mode: 'sea' as const, carrier: 'Hapag-Lloyd FCL', transitDays: 32 };
    render(<ChargeList terms={{ freight: { ...freight, cost: 480 }, insurance: 32.6, duties: null }} currency="EUR" className="" testId="quotation-charge" />);
    render(<ChargeList terms={{ freight: { ...freight, cost: '480.00' }, insurance: '32.60', duties: null }} currency="EUR" className="" testId="order-charge" />);
    expect(rowsOf('quotation-charge')).toEqual(rowsOf('order-charge'));
    expect(rowsOf('order-charge')).toEqual([
      expect.stringMatching(/^Freight Sea freight · Hapag-Lloyd FCL · 32 days in transit.*480\.00$/),
      expect.stringMatching(/^Insurance Cargo insurance.*32\.60$/),
    ]);
  });

  it('adds the rows it is given below the charges, and draws nothing without a charge', () => {
    render(<ChargeList terms={{ freight: null, insurance: null, duties: 151.2 }} currency="USD" className="" testId="quotation-charge"><li>Goods + charges</li></ChargeList>);
    const list = screen.getByRole('list', { name: 'Charges apart from the goods' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([expect.stringMatching(/^Duties and taxes Paid by us on import.*151\.20$/), 'Goods + charges']);
    cleanup();
    const { container } = render(<ChargeList terms={{ freight: null, insurance: null, duties: null }} currency="USD" className="" testId="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
