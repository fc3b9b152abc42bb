import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));
vi.mock('@/lib/endSession', () => ({ quitLogin: vi.fn(async () => {}) }));

const { clearUser, setUser } = await import('@/lib/session');
const { quitLogin } = await import('@/lib/endSession');
const { USER_MENU_LEAVE_MS, UserMenu } = await import('./MemberNav');

const button = () => screen.getByTestId('user-menu-button');
const menu = () => screen.getByTestId('user-menu');
const root = () => button().parentElement!;
const mouse = { pointerType: 'mouse' };

beforeEach(() => {
  setUser({ nick: 'Anna', headImg: '', memId: '7' });
});
afterEach(() => {
  cleanup();
  act(() => clearUser());
  vi.useRealTimers();
});

describe('user menu', () => {
  it('opens on hover and closes a moment after the mouse leaves', () => {
    vi.useFakeTimers();
    render(<UserMenu />);
    expect(menu()).not.toBeVisible();
    fireEvent.pointerEnter(root(), mouse);
    expect(menu()).toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root(), mouse);
    expect(menu()).toBeVisible();
    // Coming back before the delay keeps it open.
    act(() => vi.advanceTimersByTime(USER_MENU_LEAVE_MS - 50));
    fireEvent.pointerEnter(root(), mouse);
    act(() => vi.advanceTimersByTime(USER_MENU_LEAVE_MS * 2));
    expect(menu()).toBeVisible();
    fireEvent.pointerLeave(root(), mouse);
    act(() => vi.advanceTimersByTime(USER_MENU_LEAVE_MS));
    expect(menu()).not.toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click after hovering keeps it open and pins it; the next click closes it', () => {
    vi.useFakeTimers();
    render(<UserMenu />);
    fireEvent.pointerEnter(root(), mouse);
    fireEvent.click(button(), { detail: 1 });
    expect(menu()).toBeVisible();
    fireEvent.pointerLeave(root(), mouse);
    act(() => vi.advanceTimersByTime(USER_MENU_LEAVE_MS * 5));
    expect(menu()).toBeVisible();
    fireEvent.pointerEnter(root(), mouse);
    fireEvent.click(button(), { detail: 1 });
    expect(menu()).not.toBeVisible();
    // Still under the mouse, it stays closed until the mouse comes back.
    act(() => vi.advanceTimersByTime(USER_MENU_LEAVE_MS * 5));
    expect(menu()).not.toBeVisible();
    fireEvent.pointerLeave(root(), mouse);
    fireEvent.pointerEnter(root(), mouse);
    expect(menu()).toBeVisible();
  });

  it('touch: hover is ignored and a tap toggles', () => {
    render(<UserMenu />);
    fireEvent.pointerEnter(root(), { pointerType: 'touch' });
    expect(menu()).not.toBeVisible();
    fireEvent.click(button(), { detail: 1 });
    expect(menu()).toBeVisible();
    fireEvent.click(button(), { detail: 1 });
    expect(menu()).not.toBeVisible();
  });

  it('closes on a click outside and on an entry', () => {
    render(
      <>
        <UserMenu />
        <p>elsewhere</p>
      </>,
    );
    fireEvent.click(button());
    expect(menu()).toBeVisible();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(menu()).not.toBeVisible();
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(menu()).not.toBeVisible();
    expect(quitLogin).toHaveBeenCalledOnce();
  });

  it('keyboard: Enter toggles, arrows move through the entries, Escape closes and returns focus', () => {
    vi.useFakeTimers();
    render(<UserMenu />);
    button().focus();
    fireEvent.click(button(), { detail: 0 });
    expect(menu()).toBeVisible();
    fireEvent.click(button(), { detail: 0 });
    expect(menu()).not.toBeVisible();

    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    act(() => vi.runAllTimers());
    expect(menu()).toBeVisible();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Inquiry', 'My Order', 'My Account', 'Company', 'Activity log', 'Sign Out']);
    const last = items.length - 1;
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(items[last]).toHaveFocus();
    fireEvent.keyDown(items[last]!, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(items[last]).toHaveFocus();
    fireEvent.keyDown(items[last]!, { key: 'Escape' });
    expect(menu()).not.toBeVisible();
    expect(button()).toHaveFocus();
  });

  it('a visitor gets the Sign in/Register button instead', () => {
    act(() => clearUser());
    render(<UserMenu />);
    expect(screen.getByTestId('sign-in-button')).toHaveTextContent('Sign in/Register');
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });
});
