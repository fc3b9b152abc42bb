import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type InquiryDetail } from '@sw/protocol';

const acceptQuotation = vi.fn();
vi.mock('@/ui/confirm', () => ({ confirm: async () => true }));
vi.mock('./api', async (original) => ({ ...(await original<typeof import('./api')>()), acceptQuotation: (...args: unknown[]) => acceptQuotation(...args) }));

const { QuotationActions } = await import('./QuotationActions');

afterEach(cleanup);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayWords = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A quoted inquiry whose CNY quotation is locked until `lockedUntil`. */
const quoted = (lockedUntil: string) => ({
  inquiryId: '7', inquiryNo: 'IQ7', status: 'quoted', actions: ['accepted', 'revision_requested', 'declined'],
  quotation: {
    quotationId: '9', version: 1, total: 46201.96, currency: 'CNY', validUntil: day(20),
    exchange: { currency: 'CNY', catalogueCurrency: 'USD', rate: '7.1', rateDate: day(-10), lockedUntil, catalogueTotal: 6507.32 },
  },
}) as unknown as InquiryDetail;

describe('a quotation whose rate lock passed (issue 49)', () => {
  it('says so on the quotation, in the site’s day format, and offers a revision in place of Accept', () => {
    render(<QuotationActions detail={quoted(day(-1))} onChanged={() => undefined} />);
    expect(screen.getByTestId('rate-lock-ended').textContent).toBe(`The rate lock ended on ${dayWords(day(-1))}: ask for a revision at today's rate`);
    expect(screen.queryByTestId('action-accept')).toBeNull();
    expect(screen.getByTestId('action-revision')).toBeTruthy();
  });

  it('keeps a refusal of Accept on the page, says why, and does not offer Accept again', async () => {
    acceptQuotation.mockResolvedValue({ ok: false, stop: true, serverError: true, error: fail('20009', `The rate lock ended on ${dayWords(day(0))}: ask for a revision at today's rate.`) });
    render(<QuotationActions detail={quoted(day(0))} onChanged={() => undefined} />);
    expect(screen.queryByTestId('rate-lock-ended')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('action-accept')));
    expect(screen.getByTestId('accept-refused').textContent).toContain(`The rate lock ended on ${dayWords(day(0))}: ask for a revision at today's rate.`);
    expect(screen.getByTestId('accept-refused').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(screen.queryByTestId('action-accept')).toBeNull();
    expect(screen.getByTestId('action-revision')).toBeTruthy();
  });
});
