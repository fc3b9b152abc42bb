import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
import { NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';

let pathname = '/inquiry/list';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const { ErrorPageBoundary } = await import('./ErrorPageBoundary');
const { ErrorView } = await import('./ErrorView');
const { AccountMenu, activeAccountEntry } = await import('./AccountMenu');
const { counterText, setAccountCounters } = await import('./accountCounters');

function Broken(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('shows the spec text and both buttons', () => {
    render(<ErrorView />);
    expect(screen.getByText(UI_MSG.errorPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI_MSG.backToHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: UI_MSG.browseNewArrivals })).toHaveAttribute('href', NEW_ARRIVALS_HREF);
  });

  it('falls back to the plain message with a link home when showing it fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(UI_MSG.errorPageFailed);
    expect(screen.getByRole('link', { name: UI_MSG.backToHome })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});

describe('account menu', () => {
  it('marks the entry of the current path', () => {
    expect(activeAccountEntry('/inquiry/list')).toBe('inquiry');
    expect(activeAccountEntry('/inquiry/details')).toBe('inquiry');
    expect(activeAccountEntry('/inquiry/cart')).toBeNull();
    expect(activeAccountEntry('/orders/details')).toBe('order');
    expect(activeAccountEntry('/myAccount')).toBe('account');
    expect(activeAccountEntry('/logs')).toBe('logs');
    expect(activeAccountEntry('/goods/list')).toBeNull();
  });

  it('shows counters in brackets only when non-zero', () => {
    expect(counterText(0)).toBe('');
    expect(counterText(3)).toBe('(3)');
    pathname = '/orders/list';
    const { rerender } = render(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'My Inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Order' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Inquiry' })).not.toHaveAttribute('aria-current');
    rerender(<AccountMenu inquiryCount={4} orderCount={0} />);
    expect(screen.getByRole('link', { name: 'My Inquiry(4)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Order' })).toBeInTheDocument();
    setAccountCounters({ inquiry: 0, order: 0 });
  });
});
