import { describe, expect, it } from 'vitest';
import { agreementPriceText } from './lineAgreement';

describe('agreementPriceText', () => {
  it('names the agreement and the catalogue price at the line quantity', () => {
    expect(agreementPriceText({ priceListId: '3', version: 2, name: 'Spring agreement 2027', catalogueUnitPrice: '4.72', catalogueCurrency: 'USD' }))
      .toBe('Your price (Spring agreement 2027), catalogue US$ 4.72');
  });
  it('groups thousands exactly from decimal text', () => {
    expect(agreementPriceText({ priceListId: '3', version: 1, name: 'Key account', catalogueUnitPrice: '1234.50', catalogueCurrency: 'USD' }))
      .toBe('Your price (Key account), catalogue US$ 1,234.50');
  });
});
