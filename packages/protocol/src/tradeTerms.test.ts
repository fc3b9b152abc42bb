import { describe, expect, it } from 'vitest';
import { chargeLines } from './tradeTerms';

describe('chargeLines: the charges the quotation and the order list apart from the goods', () => {
  it('lists freight, insurance and duties in that order, with the words both screens show', () => {
    const lines = chargeLines({ freight: { mode: 'sea', carrier: 'Hapag-Lloyd FCL', transitDays: 32, cost: 480 }, insurance: 32.6, duties: 0 });
    expect(lines).toEqual([
      { kind: 'freight', label: 'Freight', detail: 'Sea freight · Hapag-Lloyd FCL · 32 days in transit', amount: 480 },
      { kind: 'insurance', label: 'Insurance', detail: 'Cargo insurance', amount: 32.6 },
      // A duty of 0 is quoted (a DDP quotation into a duty-free country): only null leaves a charge out.
      { kind: 'duties', label: 'Duties and taxes', detail: 'Paid by us on import', amount: 0 },
    ]);
  });

  it('keeps an order’s fixed-digit amounts as they are, and lists nothing when nothing is quoted', () => {
    expect(chargeLines({ freight: { mode: 'express', carrier: 'DHL Express', transitDays: 4, cost: '85.00' }, insurance: null, duties: null }))
      .toEqual([{ kind: 'freight', label: 'Freight', detail: 'Express courier · DHL Express · 4 days in transit', amount: '85.00' }]);
    expect(chargeLines({ freight: null, insurance: null, duties: null })).toEqual([]);
  });
});
