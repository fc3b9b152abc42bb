import { describe, expect, it } from 'vitest';
import type { QuotationLine } from '@sw/protocol';
import { landedCost, namedPlaceCountry, sameCustomsTerritory, type EstimateInput, type TariffRow } from './landedCost';

const row = (patch: Partial<TariffRow>): TariffRow => ({ kind: 'duty', label: null, rate: '11.00', ratesDate: '2026-12-01', note: null, mode: null, minimum: null, maximum: null, ...patch });
const line = (title: string, qty: number, amount: number) => ({ title, qty, amount }) as unknown as QuotationLine;
const CN = { hsCode: '7117.19', origin: 'CN' };
const US_TARIFF = {
  duty: row({}),
  additional: [row({ kind: 'additional', label: 'Section 301 (goods of Chinese origin)', rate: '7.50' })],
  fees: [
    row({ kind: 'fee', label: 'Merchandise Processing Fee', rate: '0.3464', minimum: 3358n, maximum: 65150n }),
    row({ kind: 'fee', label: 'Harbor Maintenance Fee', rate: '0.125', mode: 'sea' }),
  ],
};

/** CIF Los Angeles, sea freight 480.00 and insurance 32.60, two goods lines of Chinese origin and a tooling line. */
function input(patch: Partial<EstimateInput> = {}): EstimateInput {
  return {
    incoterm: 'CIF', place: 'Los Angeles', country: 'US', countryName: 'United States', atNamedPlace: true, freightMode: 'sea',
    currency: 'USD', exchangeRate: null,
    lines: [line('Ring', 600, 2520), line('Pendant', 200, 620), line('Mould and tooling', 1, 120)],
    customs: [CN, CN, null], freight: 48000n, insurance: 3260n, duties: null,
    tariff: { lines: [{ duty: US_TARIFF.duty, additional: US_TARIFF.additional }, { duty: US_TARIFF.duty, additional: US_TARIFF.additional }, { duty: null, additional: [] }], fees: US_TARIFF.fees },
    ...patch,
  };
}

describe('landedCost', () => {
  it('adds the general duty, the additional duty on the origin and the fees per entry, each listed, exactly', () => {
    const estimate = landedCost(input());
    // FOB valuation: 11 % and 7.5 % of the goods; the MPF of 3,140.00 is 10.88, raised to its 33.58 minimum; HMF 3.93 (3.925 half-up).
    expect(estimate.parts.map((part) => [part.label, part.amount])).toEqual([
      ['Import duty', 345.4], ['Section 301 (goods of Chinese origin)', 235.5], ['Merchandise Processing Fee', 33.58], ['Harbor Maintenance Fee', 3.93],
    ]);
    // Freight and insurance by goods value over all three lines; the fees over the two lines that enter with an HS code.
    expect(estimate.lines[0]).toMatchObject({ freight: 371.04, insurance: 25.2, duty: 277.2, additionalDuty: 189, fees: 30.1, landed: 3412.54, perPiece: 5.69 });
    expect(estimate.lines[2]).toMatchObject({ duty: 0, additionalDuty: 0, fees: 0 });
    expect(estimate.totals).toEqual({ goods: 3260, freight: 480, insurance: 32.6, duty: 345.4, additionalDuty: 235.5, fees: 37.51, landed: 4391.01 });
    expect(estimate.note).toBe('Estimate only, not a customs ruling. Import duty for the United States at the rates kept on 1 Dec 2026, on the goods value (FOB). '
      + 'VAT or sales tax, brokerage and delivery on from Los Angeles are not included.');
  });

  it('keeps a fee within its maximum, and converts the bounds at the quotation’s locked rate', () => {
    const big = landedCost(input({ lines: [line('Ring', 60000, 252000), line('Pendant', 200, 620), line('Tooling', 1, 120)] }));
    expect(big.parts.find((part) => part.label === 'Merchandise Processing Fee')).toMatchObject({ amount: 651.5, maximum: 651.5 });
    const cny = landedCost(input({ currency: 'CNY', exchangeRate: '7.100000' }));
    // 33.58 USD at 7.1 is CN¥238.42, above 0.3464 % of CN¥3,140.00.
    expect(cny.parts.find((part) => part.label === 'Merchandise Processing Fee')).toMatchObject({ amount: 238.42, minimum: 238.42, maximum: 4625.65 });
    expect(cny.catalogue).toEqual({ currency: 'USD', rate: '7.1', landed: Number((cny.totals.landed / 7.1).toFixed(2)) });
    expect(landedCost(input()).catalogue).toBeNull();
  });

  it('takes a fee for one freight mode only with that mode', () => {
    expect(landedCost(input({ freightMode: 'air' })).parts.map((part) => part.label)).not.toContain('Harbor Maintenance Fee');
    const fob = landedCost(input({ incoterm: 'FOB', place: 'Guangzhou', freightMode: null, freight: null, insurance: null }));
    expect(fob.parts.map((part) => part.label)).not.toContain('Harbor Maintenance Fee');
    expect(fob.note).toContain('Fees for one freight mode only are left out: the freight is not quoted. Freight is not quoted under FOB');
  });

  it('leaves out the charges quoted to the named place for another destination, and says so', () => {
    const germany = landedCost(input({
      country: 'DE', countryName: 'Germany', atNamedPlace: false,
      tariff: { lines: [{ duty: row({ rate: '4.00' }), additional: [] }, { duty: row({ rate: '4.00' }), additional: [] }, { duty: null, additional: [] }], fees: [] },
    }));
    expect(germany.freightLeftOut).toBe(true);
    expect(germany.lines[0]).toMatchObject({ freight: 0, insurance: 0, duty: 100.8, landed: 2620.8 });
    expect(germany.note).toContain('The freight and insurance quoted are to Los Angeles (CIF Los Angeles), not to Germany: they are left out. Add the cost of carriage to Germany.');
    expect(germany.note).toContain('VAT or sales tax, brokerage and local delivery are not included.');
  });

  it('under DDP shares out the quoted duties and says what the rule includes', () => {
    const ddp = landedCost(input({ incoterm: 'DDP', duties: 60000n, insurance: null }));
    expect(ddp.parts).toEqual([]);
    expect(ddp.totals.duty).toBe(600);
    expect(ddp.note).not.toContain('not included');
    expect(ddp.note).toContain('Under DDP we deliver to Los Angeles with import duties, taxes and customs clearance paid: they are in the quotation.');
    // Elsewhere than the named place, the duties quoted do not apply: the table's are estimated.
    const elsewhere = landedCost(input({ incoterm: 'DDP', duties: 60000n, insurance: null, country: 'CA', countryName: 'Canada', atNamedPlace: false }));
    expect(elsewhere.note).toContain('The freight and duties quoted are to Los Angeles (DDP Los Angeles), not to Canada');
    expect(elsewhere.totals.duty).toBe(345.4);
  });
});

describe('the named place’s country', () => {
  const countries = [{ code: 'US', name: 'United States' }, { code: 'PT', name: 'Portugal' }, { code: 'FR', name: 'France' }];
  it('reads it from the place’s last part, else a known port; the EU is one customs territory', () => {
    expect(namedPlaceCountry('Los Angeles', countries)).toBe('US');
    expect(namedPlaceCountry('Porto, Portugal', countries)).toBe('PT');
    expect(namedPlaceCountry('Lyon, FR', countries)).toBe('FR');
    expect(namedPlaceCountry('Hamburg', countries)).toBe('DE');
    expect(namedPlaceCountry('Warehouse 4', countries)).toBeNull();
    expect(sameCustomsTerritory('DE', 'PT')).toBe(true);
    expect(sameCustomsTerritory('DE', 'US')).toBe(false);
    expect(sameCustomsTerritory('GB', 'DE')).toBe(false);
  });
});
