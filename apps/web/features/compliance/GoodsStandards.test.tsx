import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsStandard } from '@sw/protocol';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));
const { loadStandardReports } = vi.hoisted(() => ({ loadStandardReports: vi.fn() }));
vi.mock('./goodsApi', () => ({ loadStandardReports }));

const { clearUser, setUser } = await import('@/lib/session');
const { GoodsStandards } = await import('./GoodsStandards');

const en1811 = { standard: 'EN1811', standardName: 'EN 1811', facet: 'Nickel release EN 1811', facetKey: 'EN1811', limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)', heading: 'Nickel release (EN 1811)', limitLine: 'at most 0.5 µg/cm²/week, prolonged skin contact', validUntil: '2027-08-01' } as const;
const prop65 = { standard: 'PROP65', standardName: 'Prop 65', facet: 'California Prop 65', facetKey: 'PROP65', limit: null, heading: 'California Prop 65', limitLine: null, validUntil: '2027-10-01' } as const;
const iso = { standard: 'OTHER', standardName: 'ISO 8654', facet: 'ISO 8654', facetKey: 'OTHER:ISO 8654', limit: null, heading: 'ISO 8654', limitLine: null, validUntil: '2027-11-01' } as const;
/** A visitor's answer (what the cached page carries): no report ids or paths. */
const STANDARDS: GoodsStandard[] = [en1811, prop65, iso];
/** A member's answer: the same with each report. */
const MEMBER_STANDARDS: GoodsStandard[] = STANDARDS.map((one, index) => ({ ...one, documentId: String(index + 3), downloadPath: `/documents/compliance-report/${index + 3}.pdf` }));

afterEach(() => {
  cleanup();
  act(() => clearUser());
});

describe('the goods page\'s standards', () => {
  it('shows a visitor the names and the EN 1811 limit, never a report link (the cached page as the server renders it too)', () => {
    const html = renderToString(<GoodsStandards goodsId="9" standards={STANDARDS} />);
    expect(html).toContain('Nickel release (EN 1811)');
    expect(html).not.toContain('/documents/compliance-report/');
    render(<GoodsStandards goodsId="9" standards={STANDARDS} />);
    expect(screen.getByRole('link', { name: 'Nickel release (EN 1811)' }).getAttribute('href')).toBe('/goods/list?standard=EN1811');
    // Another named standard links to its own facet, by its name.
    expect(screen.getByRole('link', { name: 'ISO 8654' }).getAttribute('href')).toBe(`/goods/list?standard=${encodeURIComponent('OTHER:ISO 8654')}`);
    // The standard named once; the limit says what it limits.
    expect(screen.getByTestId('goods-standards').textContent).not.toMatch(/EN 1811.*EN 1811/);
    expect(screen.getByText('at most 0.5 µg/cm²/week, prolonged skin contact')).toBeTruthy();
    expect(screen.queryAllByTestId('standard-report')).toHaveLength(0);
    expect(loadStandardReports).not.toHaveBeenCalled();
    expect(screen.getByTestId('standards-sign-in')).toBeTruthy();
  });

  it('offers a signed-in buyer each report, from the member\'s own answer', async () => {
    loadStandardReports.mockResolvedValue(MEMBER_STANDARDS);
    act(() => setUser({ nick: 'Anna', headImg: '', memId: '7' }));
    render(<GoodsStandards goodsId="9" standards={STANDARDS} />);
    await waitFor(() => expect(screen.getAllByTestId('standard-report')).toHaveLength(3));
    expect(loadStandardReports).toHaveBeenCalledWith('9');
    const links = screen.getAllByTestId('standard-report');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/documents/compliance-report/3.pdf', '/documents/compliance-report/4.pdf', '/documents/compliance-report/5.pdf']);
    expect(screen.queryByTestId('standards-sign-in')).toBeNull();
  });

  it('draws nothing for goods no current document covers', () => {
    const { container } = render(<GoodsStandards goodsId="9" standards={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
