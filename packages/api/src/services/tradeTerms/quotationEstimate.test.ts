import { describe, expect, it } from 'vitest';
import type { QuotationLine } from '@sw/protocol';
import type { TariffRow } from './landedCost';
import { estimateCountry, goodsOfLines, quotationEstimate, shipToOf, type QuotationEstimateFacts } from './quotationEstimate';

const LISTED = new Set(['US', 'DE', 'FR', 'GB']);
const isListed = (code: string) => LISTED.has(code);
const COUNTRIES = [{ code: 'US', name: 'United States' }, { code: 'DE', name: 'Germany' }, { code: 'FR', name: 'France' }];
const duty = (rate: string): TariffRow => ({ kind: 'duty', label: null, rate, ratesDate: '2026-12-01', note: null, mode: null, minimum: null, maximum: null });
const line = (itemId: string | null, title: string, qty: number, amount: number) => ({ itemId, title, qty, amount }) as unknown as QuotationLine;

/** CIF Los Angeles, sea freight 480.00 and insurance 32.60, one line of Chinese origin at 11 %. */
function facts(patch: Partial<QuotationEstimateFacts> = {}): QuotationEstimateFacts {
  return {
    quotation: {
      id: 41, incoterm: 'CIF', incotermPlace: 'Los Angeles', freightMode: 'sea', currency: 'USD', exchangeRate: null,
      lines: [line('7', 'Ring', 600, 2520)], freightCost: 48_000n, insuranceCost: 3_260n, dutiesCost: null,
    },
    shipTo: 'US', country: 'US', countryName: 'United States', customs: [{ hsCode: '7117.19', origin: 'CN' }],
    tariff: { lines: [{ duty: duty('11.00'), additional: [] }], fees: [] }, countries: COUNTRIES, isListed,
    ...patch,
  };
}

describe('the landed-cost estimate of a quotation (pure: no database)', () => {
  it('estimates for the destination asked, else where the goods ship to when listed, else the United States', () => {
    expect(shipToOf('de', 'FR')).toBe('DE');
    expect(shipToOf(undefined, 'fr')).toBe('FR');
    expect(shipToOf(null, null)).toBe('');
    expect(estimateCountry('DE', 'FR', isListed)).toBe('FR');
    expect(estimateCountry('DE', undefined, isListed)).toBe('DE');
    expect(estimateCountry('BR', undefined, isListed)).toBe('US');
    expect(() => estimateCountry('DE', 'BR', isListed)).toThrow('country: Please choose a destination country from the list.');
  });

  it('finds each line\'s goods through its inquiry line; a quoted extra has none', () => {
    const lines = [line('7', 'Ring', 1, 1), line(null, 'Tooling', 1, 1), line('9', 'Gone', 1, 1)];
    expect(goodsOfLines(lines, new Map([['7', 301], ['9', null]]))).toEqual([301, null, null]);
  });

  it('adds the quoted freight and insurance at the named place, with the duty on the goods value, and says so', () => {
    const estimate = quotationEstimate(facts());
    expect(estimate).toMatchObject({ quotationId: '41', currency: 'USD', country: 'US', countryName: 'United States', incoterm: 'CIF', freightLeftOut: false, ratesDate: '2026-12-01' });
    expect(estimate.totals).toEqual({ goods: 2520, freight: 480, insurance: 32.6, duty: 277.2, additionalDuty: 0, fees: 0, landed: 3309.8 });
    expect(estimate.note).toMatch(/^Estimate only, not a customs ruling\. Import duty for the United States at the rates kept on 1 Dec 2026, on the goods value \(FOB\)\./);
  });

  it('leaves out the charges quoted to a named place in another customs territory, and the note says why', () => {
    const estimate = quotationEstimate(facts({ country: 'DE', countryName: 'Germany', shipTo: 'DE' }));
    expect(estimate.freightLeftOut).toBe(true);
    expect(estimate.totals).toMatchObject({ freight: 0, insurance: 0 });
    expect(estimate.note).toContain('Germany');
  });

  it('reads a quotation without a rule as the default FOB Guangzhou, whose named place is not the destination', () => {
    const estimate = quotationEstimate(facts({ quotation: { ...facts().quotation, incoterm: null, incotermPlace: null, freightMode: null, freightCost: null, insuranceCost: null } }));
    expect(estimate.incoterm).toBe('FOB');
    expect(estimate.totals).toMatchObject({ goods: 2520, freight: 0, insurance: 0 });
  });
});
