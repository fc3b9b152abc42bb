'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { displayNick } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { onLogin } from '@/lib/loginEvents';
import { openSignIn, preloadSignIn } from '@/lib/signIn';
import { quitLogin } from '@/lib/endSession';
import { getUser, useUser } from '@/lib/session';
import { BagIcon, ChevronDown, UserIcon } from '@/ui/icons';
import { startProgress } from '@/ui/progress';
import { refreshHeader, resetHeader, useCartCount, useIsStaff } from '@/lib/member';
import { ACCOUNT_LINKS, ACTIVITY_LINK, CART_PATH, cartHref, STAFF_CONSOLE_LINK } from '@/lib/links';

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

/** 'Inquiry Cart(count)': opens the cart, or for a visitor the sign-in dialog and then the cart (spec §6). */
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
          // Once signed in, on to the cart the visitor asked for.
          openSignIn({ returnTo: cartHref() });
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

/** How long the user menu stays after the mouse leaves it, so a diagonal move to an entry does not close it. */
export const USER_MENU_LEAVE_MS = 200;

/** A visitor's way in: opens the sign-in dialog (its code is fetched as the pointer comes near). */
function SignInButton({ className }: { className: string }) {
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
      <span>{UI_MSG.signInRegister}</span>
    </button>
  );
}

/** The member's picture, or the first letter of the name in a circle. */
function Avatar({ headImg, nick }: { headImg: string; nick: string }) {
  return (
    <>
      {headImg ? (
        <img src={headImg} alt="" width={24} height={24} className="h-6 w-6 rounded-full object-cover" />
      ) : (
        <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-accent-soft text-[11px] font-medium uppercase text-accent-strong">
          {nick.slice(0, 1)}
        </span>
      )}
    </>
  );
}

/** The menu's entries: the staff console for staff, the account's pages, and signing out. */
function MenuEntries({ isStaff, close }: { isStaff: boolean; close: () => void }) {
  return (
    <div className="overflow-hidden rounded-[4px] border border-line bg-surface py-2 shadow-xl">
      {[...(isStaff ? [STAFF_CONSOLE_LINK] : []), ...ACCOUNT_LINKS, ACTIVITY_LINK].map((link) => (
        <Link
          key={link.href}
          href={link.href}
          role="menuitem"
          className="block px-5 py-2.5 text-sm text-ink transition hover:bg-surface-muted hover:text-accent-strong focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
          onClick={close}
        >
          {link.label}
        </Link>
      ))}
      <div className="my-1.5 border-t border-line" />
      <button
        type="button"
        role="menuitem"
        className="block w-full px-5 py-2.5 text-left text-sm text-ink-muted transition hover:bg-surface-muted hover:text-ink focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
        onClick={() => {
          close();
          void quitLogin();
        }}
      >
        Sign Out
      </button>
    </div>
  );
}

/**
 * The user menu (My Inquiry, My Order, My Account, Sign Out) or 'Sign in/Register'.
 * The mouse opens it by hovering and it closes shortly after the mouse leaves; a click (mouse, touch,
 * Enter or Space) toggles it and pins it open until the next click, an outside click, Escape or an entry.
 */
export function UserMenu({ className = '' }: { className?: string }) {
  const user = useUser();
  const isStaff = useIsStaff();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  const close = useCallback(() => {
    clearTimeout(leaveTimer.current);
    setHovered(false);
    setPinned(false);
  }, []);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    const timer = leaveTimer;
    return () => clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = rootRef.current?.contains(document.activeElement);
      close();
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  if (!user) return <SignInButton className={className} />;

  const nick = displayNick(user.nick) || 'My Account';
  return (
    <div
      ref={rootRef}
      className="relative"
      data-open={open}
      data-pinned={pinned}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelLeave();
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelLeave();
        leaveTimer.current = setTimeout(() => setHovered(false), USER_MENU_LEAVE_MS);
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu-button"
        onClick={() => {
          // Open (by hover or not) and not pinned: pin it. Pinned: the click closes it.
          if (pinned) close();
          else setPinned(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setPinned(true);
          const last = event.key === 'ArrowUp';
          // The entries are in the page (hidden) already; focus one once the menu shows.
          requestAnimationFrame(() => focusItem(last ? -1 : 0));
        }}
      >
        <Avatar headImg={user.headImg} nick={nick} />
        <span className="max-w-[9rem] truncate">{nick}</span>
        <ChevronDown size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="My account"
        tabIndex={-1}
        hidden={!open}
        className="absolute right-0 top-full z-[60] w-52 pt-2 focus:outline-none"
        data-testid="user-menu"
        onKeyDown={(event) => {
          const list = items();
          const at = list.indexOf(document.activeElement as HTMLElement);
          const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
          if (!(event.key in moves)) return;
          event.preventDefault();
          focusItem(moves[event.key]!);
        }}
      >
        <MenuEntries isStaff={isStaff} close={close} />
      </div>
    </div>
  );
}
