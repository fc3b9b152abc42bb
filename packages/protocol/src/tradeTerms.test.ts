import { describe, expect, it } from 'vitest';
import { addressPlace, CATALOGUE_PRICE_BASIS, chargeLines, defaultTermsText, fallbackPlace, startingIncoterm, tradeRequestText } from './tradeTerms';

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

describe('where a quotation’s terms start (issue 49)', () => {
  const shipTo = { city: 'Los Angeles', region: 'California', countryName: 'United States' };
  const none = { request: null, companyDefault: null, shipTo: null };

  it('gives a D rule without its own place the shipping address, and no place where none is known', () => {
    expect(addressPlace(shipTo)).toBe('Los Angeles, California, United States');
    expect(addressPlace({ ...shipTo, region: null })).toBe('Los Angeles, United States');
    const dap = { ...none, companyDefault: { incoterm: 'DAP' as const, place: null }, shipTo };
    expect([startingIncoterm(dap), fallbackPlace('DAP', dap)]).toEqual(['DAP', 'Los Angeles, California, United States']);
    expect(fallbackPlace('DDP', { ...dap, shipTo: null })).toBeNull();
    expect(fallbackPlace('CIF', dap)).toBeNull();
    expect([startingIncoterm(none), fallbackPlace('FOB', none)]).toEqual(['FOB', 'Guangzhou']);
  });

  it('starts from the buyer’s request before the company’s default', () => {
    const sources = { request: { currency: 'USD' as const, incoterm: 'CIF' as const, place: 'Los Angeles' }, companyDefault: { incoterm: 'FCA' as const, place: 'Shenzhen' }, shipTo };
    expect([startingIncoterm(sources), fallbackPlace('CIF', sources), fallbackPlace('FCA', sources)]).toEqual(['CIF', 'Los Angeles', 'Shenzhen']);
    expect(tradeRequestText(sources.request)).toBe('CIF Los Angeles, in USD');
    expect(tradeRequestText({ currency: null, incoterm: 'DAP', place: null })).toBe('DAP at the shipping address');
    expect(defaultTermsText(null)).toBe('FOB Guangzhou (Incoterms 2020)');
    expect(defaultTermsText({ incoterm: 'DAP', place: null })).toBe("DAP (Incoterms 2020) at each inquiry's shipping address");
  });

  it('names one rule as the catalogue’s price basis, not ex works and FOB at once', () => {
    expect(CATALOGUE_PRICE_BASIS).toBe('FOB Guangzhou (Free On Board, Incoterms 2020)');
  });
});
