import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DutyRateRow } from '@sw/protocol';

const saveDutyRate = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));
vi.mock('../api', () => ({ saveDutyRate: (input: unknown) => saveDutyRate(input), deleteDutyRate: vi.fn(), saveExchangeRate: vi.fn(), deleteExchangeRate: vi.fn() }));

const { RatesScreen } = await import('./RatesScreen');

afterEach(cleanup);

const row: DutyRateRow = {
  id: '1', kind: 'duty', country: 'US', countryName: 'United States', hsCode: '7117.19', origin: null, mode: null, label: null, rate: '11.00',
  minimum: null, maximum: null, ratesDate: '2026-12-01', note: 'HTSUS 7117.19.90, general rate',
};

describe('the console’s duty-rate form', () => {
  it('sends the Note a new rate was read from, and the table shows each row’s note', async () => {
    saveDutyRate.mockResolvedValue({ ok: true, stop: false, data: { ...row, id: '2', country: 'CH', note: 'Swiss tariff 7117.1900' } });
    render(h(RatesScreen, { duty: [row], exchange: [] }));
    expect(screen.getAllByText('HTSUS 7117.19.90, general rate').length).toBeGreaterThan(0);
    const form = screen.getByTestId('duty-rate-form');
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('country'), { target: { value: 'ch' } });
    fireEvent.change(field('rate'), { target: { value: '3.5' } });
    fireEvent.change(field('note'), { target: { value: 'Swiss tariff 7117.1900' } });
    fireEvent.submit(form);
    await waitFor(() => expect(saveDutyRate).toHaveBeenCalled());
    expect(saveDutyRate.mock.calls[0]![0]).toMatchObject({ country: 'CH', hsCode: '7117.19', rate: '3.5', note: 'Swiss tariff 7117.1900' });
  });
});
