import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCompliance } from '@sw/protocol';

vi.mock('./api', () => ({ useOrderCompliance: () => null }));
const { ShipDayNotice } = await import('./ShipDayNotice');

const standard = (reportNo: string, validUntil: string, endsBeforeShipDay: boolean) => ({ standardName: 'CPSIA', reportNo, lab: 'SGS', validUntil, limit: null, endsBeforeShipDay });
const pack = (standards: ReturnType<typeof standard>[]): OrderCompliance => ({
  orderId: '7', packPath: '/documents/compliance-pack/7.zip', promisedShipDate: '2026-12-26',
  // The same document on two lines is named once.
  lines: [{ lineId: '1', goodsCode: 'SW-1', title: 'Hoops', standards }, { lineId: '2', goodsCode: 'SW-2', title: 'Studs', standards }],
});

afterEach(cleanup);

describe('the ship-day notice', () => {
  it('tells the buyer a document ends before the promised ship day and is being renewed', () => {
    render(<ShipDayNotice pack={pack([standard('CP-1', '2026-12-21', true), standard('CP-2', '2027-06-01', false)])} side="buyer" />);
    const notice = screen.getByTestId('compliance-ship-day');
    expect(notice.textContent).toContain('A document ends before this order’s promised ship day of 26 Dec 2026.');
    expect(notice.textContent).toContain('CPSIA report CP-1: valid until 21 Dec 2026');
    expect(notice.textContent).not.toContain('CP-2');
    expect(notice.querySelectorAll('li')).toHaveLength(1);
    expect(notice.textContent).toContain('We are renewing it and will send you the new report before the goods ship.');
  });

  it('reminds the desk to renew them in the library', () => {
    render(<ShipDayNotice pack={pack([standard('CP-1', '2026-12-21', true), standard('CP-3', '2026-12-24', true)])} side="staff" />);
    const notice = screen.getByTestId('staff-compliance-renew');
    expect(notice.textContent).toContain('Renew before shipping: 2 documents end before this order’s promised ship day of 26 Dec 2026.');
    expect(notice.textContent).toContain('Upload the renewed reports in the compliance library before the goods ship.');
    expect(screen.getByRole('link', { name: 'compliance library' }).getAttribute('href')).toBe('/admin/compliance');
  });

  it('says nothing when every document lasts until the ship day', () => {
    const { container } = render(<ShipDayNotice pack={pack([standard('CP-2', '2027-06-01', false)])} side="buyer" />);
    expect(container.innerHTML).toBe('');
  });
});
