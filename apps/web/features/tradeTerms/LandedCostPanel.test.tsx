import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandedCostEstimate, QuotationView } from '@sw/protocol';

const call = vi.fn();
vi.mock('@/lib/backend/call', () => ({ call: (...args: unknown[]) => call(...args) }));

const { LandedCostPanel } = await import('./LandedCostPanel');

afterEach(cleanup);

/** A CNY quotation's estimate for the United States: one ring line with Section 301 and the fees per entry. */
const estimate: LandedCostEstimate = {
  quotationId: '7', currency: 'CNY', country: 'US', countryName: 'United States', incoterm: 'CIF', ratesDate: '2026-12-01',
  lines: [{
    title: 'Ring', qty: 600, hsCode: '7117.19', origin: 'CN', goods: 2520, freight: 371.04, insurance: 25.2, dutyRate: '11.00', duty: 277.2,
    additionalDuty: 189, fees: 30.1, landed: 3412.54, perPiece: 5.69,
  }],
  parts: [{ kind: 'fee', label: 'Merchandise Processing Fee', rate: '0.3464', basis: 'goods', minimum: 238.42, maximum: 4625.65, mode: null, amount: 30.1, note: '19 CFR 24.23' }],
  totals: { goods: 2520, freight: 371.04, insurance: 25.2, duty: 277.2, additionalDuty: 189, fees: 30.1, landed: 3412.54 },
  freightLeftOut: false,
  catalogue: { currency: 'USD', rate: '7.1', landed: 480.64 },
  note: 'Estimate only, not a customs ruling.',
  countries: [{ code: 'US', name: 'United States' }],
};

describe('LandedCostPanel', () => {
  it('gives a phone every figure of a line’s landed cost and its division per piece, each part, and the total in US$', async () => {
    call.mockResolvedValue({ ok: true, stop: false, data: estimate });
    render(h(LandedCostPanel, { quotation: { quotationId: '7' } as QuotationView }));
    const card = within(await screen.findByRole('list', { name: 'Landed cost per line' }));
    const figures: [string, string][] = [['Goods', '2,520.00'], ['Freight + insurance', '396.24'], ['Duty 11.00 %', '277.20'], ['Additional duty', '189.00'], ['Fees', '30.10'], ['Landed', '3,412.54']];
    for (const [label, amount] of figures) {
      expect(card.getByText(label).nextElementSibling?.textContent).toContain(amount);
    }
    expect(card.getByText(/Per piece/).textContent).toMatch(/3,412\.54 ÷ 600 pcs/);
    expect(screen.getByTestId('landed-part').textContent).toContain('0.3464 % of the entry, at least CN¥238.42 and at most CN¥4,625.65 per entry');
    expect(screen.getByText(/Estimated landed cost in/).textContent).toBe('Estimated landed cost in the United States');
    expect(screen.getByTestId('landed-catalogue').textContent).toMatch(/^About US\$480\.64 at the quotation.s locked rate/);
  });
});
