import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsStandard } from '@sw/protocol';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const { clearUser, setUser } = await import('@/lib/session');
const { GoodsStandards } = await import('./GoodsStandards');

const STANDARDS: GoodsStandard[] = [
  { standard: 'EN1811', standardName: 'EN 1811', facet: 'Nickel release EN 1811', facetKey: 'EN1811', limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)', documentId: '3', validUntil: '2027-08-01', downloadPath: '/documents/compliance-report/3.pdf' },
  { standard: 'PROP65', standardName: 'Prop 65', facet: 'California Prop 65', facetKey: 'PROP65', limit: null, documentId: '4', validUntil: '2027-10-01', downloadPath: '/documents/compliance-report/4.pdf' },
  { standard: 'OTHER', standardName: 'ISO 8654', facet: 'ISO 8654', facetKey: 'OTHER:ISO 8654', limit: null, documentId: '5', validUntil: '2027-11-01', downloadPath: '/documents/compliance-report/5.pdf' },
];

afterEach(() => {
  cleanup();
  act(() => clearUser());
});

describe('the goods page\'s standards', () => {
  it('shows a visitor the names and the EN 1811 limit, never a report link (the cached page as the server renders it too)', () => {
    const html = renderToString(<GoodsStandards standards={STANDARDS} />);
    expect(html).toContain('Nickel release EN 1811');
    expect(html).not.toContain('/documents/compliance-report/');
    render(<GoodsStandards standards={STANDARDS} />);
    expect(screen.getByRole('link', { name: 'Nickel release EN 1811' }).getAttribute('href')).toBe('/goods/list?standard=EN1811');
    // Another named standard links to its own facet, by its name.
    expect(screen.getByRole('link', { name: 'ISO 8654' }).getAttribute('href')).toBe(`/goods/list?standard=${encodeURIComponent('OTHER:ISO 8654')}`);
    expect(screen.getByText('EN 1811 limit 0.5 µg/cm²/week (prolonged skin contact)')).toBeTruthy();
    expect(screen.queryAllByTestId('standard-report')).toHaveLength(0);
    expect(screen.getByTestId('standards-sign-in')).toBeTruthy();
  });

  it('offers a signed-in buyer each report', () => {
    act(() => setUser({ nick: 'Anna', headImg: '', memId: '7' }));
    render(<GoodsStandards standards={STANDARDS} />);
    const links = screen.getAllByTestId('standard-report');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/documents/compliance-report/3.pdf', '/documents/compliance-report/4.pdf', '/documents/compliance-report/5.pdf']);
    expect(screen.queryByTestId('standards-sign-in')).toBeNull();
  });

  it('draws nothing for goods no current document covers', () => {
    const { container } = render(<GoodsStandards standards={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
