import { describe, expect, it } from 'vitest';
import type { StaffInquiryView } from '@sw/protocol';
import { agreementCurrency, agreementTiers } from './agreementDraft';
import { checkDraft, initialDraft } from './quotationDraft';

const agreementPrices: StaffInquiryView['agreementPrices'] = [
  {
    itemId: '11', agreement: { priceListId: '4', version: 3, name: 'Spring agreement 2027' }, currency: 'EUR',
    tiers: [{ minQty: 1, unitPrice: 3.1 }, { minQty: 500, unitPrice: 2.9 }], catalogueCurrency: 'USD', catalogueTiers: [{ minQty: 1, unitPrice: 4.72 }], why: 'Your price',
  },
  { itemId: '12', agreement: null, currency: 'USD', tiers: [{ minQty: 1, unitPrice: 5 }], catalogueCurrency: 'USD', catalogueTiers: [{ minQty: 1, unitPrice: 5 }], why: 'Catalogue price' },
];
const view = {
  inquiryId: '7', lines: [{ itemId: '11', title: 'Rope chain', qty: 120 }, { itemId: '12', title: 'Signet ring', qty: 60 }], quick: null,
  draftQuotation: null, quotation: null, address: null, tradeRequest: null, buyer: { tradeDefault: null, netTerms: false }, agreementPrices,
} as unknown as StaffInquiryView;

describe('a new draft from the company agreement', () => {
  it('takes the agreement tiers and names the list and version; a line no list prices starts empty', () => {
    expect(agreementTiers(view, '11', 120)).toEqual({ tiers: [{ minQty: '1', unitPrice: '3.10' }, { minQty: '500', unitPrice: '2.90' }], agreement: { priceListId: '4', version: 3 } });
    expect(agreementTiers(view, '12', 60)).toEqual({ tiers: [{ minQty: '60', unitPrice: '' }], agreement: null });
    expect(agreementCurrency(view)).toBe('EUR');
  });

  it('starts in the agreement currency and sends the list and version with the line', () => {
    const draft = initialDraft(view, new Date('2026-12-02T10:00:00Z'));
    expect(draft.currency).toBe('EUR');
    draft.lines[1]!.tiers = [{ minQty: '60', unitPrice: '4.50' }];
    const checked = checkDraft('7', draft, { now: new Date('2026-12-02T10:00:00Z') });
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.input.lines[0]).toMatchObject({ priceListId: '4', priceListVersion: 3 });
      expect(checked.input.lines[1]).not.toHaveProperty('priceListId');
    }
  });
});
