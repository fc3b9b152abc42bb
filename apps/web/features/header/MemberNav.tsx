'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { displayNick, MSG } from '@sw/protocol';
import { onLogin } from '@/features/auth/loginEvents';
import { openSignIn, preloadSignIn } from '@/features/auth/signInStore';
import { quitLogin } from '@/lib/endSession';
import { getUser, useUser } from '@/lib/session';
import { BagIcon, ChevronDown, UserIcon } from '@/ui/icons';
import { startProgress } from '@/ui/progress';
import { refreshHeader, resetHeader, useCartCount } from './headerStore';
import { ACCOUNT_LINKS as MEMBER_LINKS } from './links';

export const CART_PATH = '/inquiry/cart';

/** The cart link carries the current time (spec 2): `/inquiry/cart?time=<ms>`. */
export function cartHref(now: number = Date.now()): string {
  return `${CART_PATH}?time=${now}`;
}

/**
 * Keeps the member part of the header in step with the session: loaded when a member is known,
 * reloaded after every successful sign-in, back to the visitor's header after signing out.
 */
export function HeaderSync() {
  const user = useUser();
  const memId = user?.memId ?? null;
  useEffect(() => {
    if (memId) void refreshHeader();
    else resetHeader();
  }, [memId]);
  useEffect(
    () =>
      onLogin(() => {
        if (getUser()) void refreshHeader();
      }),
    [],
  );
  return null;
}

/** 'Inquiry Cart(count)': opens the cart, or the sign-in dialog for a visitor (spec 6). */
export function CartLink({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const count = useCartCount();
  const router = useRouter();
  const label = `Inquiry Cart(${count})`;
  return (
    <a
      href={CART_PATH}
      data-no-progress
      data-testid="cart-link"
      className={className}
      aria-label={compact ? label : undefined}
      onPointerEnter={(event) => {
        if (getUser()) event.currentTarget.href = cartHref();
      }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          event.currentTarget.href = cartHref();
          if (getUser()) return;
        }
        event.preventDefault();
        if (!getUser()) {
          openSignIn();
          return;
        }
        startProgress();
        router.push(cartHref());
      }}
    >
      <span className="relative inline-flex">
        <BagIcon size={20} />
        {compact && count > 0 ? (
          <span className="absolute -right-2 -top-1.5 min-w-4 rounded-full bg-accent px-1 text-center text-[10px] leading-4 text-white">
            {count}
          </span>
        ) : null}
      </span>
      {compact ? null : <span>{label}</span>}
    </a>
  );
}

/** The user menu (My Inquiry, My Order, My Account, Sign Out) or 'Sign in/Register'. */
export function UserMenu({ className = '' }: { className?: string }) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <button
        type="button"
        className={className}
        data-testid="sign-in-button"
        onPointerEnter={preloadSignIn}
        onFocus={preloadSignIn}
        onClick={() => openSignIn()}
      >
        <UserIcon size={20} />
        <span>{MSG.signInRegister}</span>
      </button>
    );
  }

  const nick = displayNick(user.nick) || 'My Account';
  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(false);
      }}
    >
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu-button"
        // A mouse has already opened it by hovering: its click keeps it open; keyboard and touch toggle.
        onClick={(event) => setOpen((value) => (event.detail > 0 && matchMedia('(hover: hover)').matches ? true : !value))}
      >
        {user.headImg ? (
          <img src={user.headImg} alt="" width={24} height={24} className="h-6 w-6 rounded-full object-cover" />
        ) : (
          <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-accent-soft text-[11px] font-medium uppercase text-accent-strong">
            {nick.slice(0, 1)}
          </span>
        )}
        <span className="max-w-[9rem] truncate">{nick}</span>
        <ChevronDown size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        role="menu"
        hidden={!open}
        className="absolute right-0 top-full z-[60] w-52 pt-2"
        data-testid="user-menu"
      >
        <div className="overflow-hidden rounded-[4px] border border-line bg-surface py-2 shadow-xl">
          {MEMBER_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              role="menuitem"
              className="block px-5 py-2.5 text-sm text-ink transition hover:bg-surface-muted hover:text-accent-strong"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          ))}
          <div className="my-1.5 border-t border-line" />
          <button
            type="button"
            role="menuitem"
            className="block w-full px-5 py-2.5 text-left text-sm text-ink-muted transition hover:bg-surface-muted hover:text-ink"
            onClick={() => {
              setOpen(false);
              void quitLogin();
            }}
          >
            Sign Out
          </button>
        </div>
      </div>
    </div>
  );
}
