'use client';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { UI_LIMITS } from '@/lib/constants';
import { ChevronDown } from '@/ui/icons';

export const PRODUCTS_DIALOG_ID = 'products-dialog';

/**
 * Set when a link of the menu is followed: the pointer still rests on 'Products' while the next page loads, and
 * the browser reports it entering the link again (the header is drawn anew), which reopened the 743 px dialog
 * over the list. Hovering opens it again only once the pointer has left the link and come back. Module state,
 * so it holds across the header being mounted again by the navigation.
 */
let openOnHoverBlocked = false;

/**
 * 'Products' in the header: hovering opens the products dialog under the header (743 px high);
 * it hides 50 ms after the pointer leaves the link and the dialog (spec §2 and §9). The dialog's
 * content is rendered on the server and passed in as children; it enters the page when the menu first opens, so a
 * phone (where the menu never shows) neither parses nor hydrates its 240 elements.
 */
export function ProductsMenu({ children, linkClassName = '' }: { children: ReactNode; linkClassName?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(hideTimer.current);
    setUsed(true);
    setOpen(true);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), UI_LIMITS.productsDialogHideDelayMs);
  }, []);
  const hideNow = useCallback(() => {
    clearTimeout(hideTimer.current);
    setOpen(false);
  }, []);
  const followLink = useCallback(() => {
    openOnHoverBlocked = true;
    hideNow();
  }, [hideNow]);
  // The pointer found outside every products menu (it left while the header was drawn anew): hovering opens it again.
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (openOnHoverBlocked && !(event.target instanceof Element && event.target.closest('[data-products-menu]'))) openOnHoverBlocked = false;
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    return () => document.removeEventListener('pointermove', onMove);
  }, []);

  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) followLink();
    };
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, [followLink]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideNow();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hideNow]);

  return (
    <div
      data-products-menu
      className="flex h-full items-stretch"
      data-testid="products-menu"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch' && !openOnHoverBlocked) show();
      }}
      onPointerLeave={(event) => {
        openOnHoverBlocked = false;
        if (event.pointerType !== 'touch') hideSoon();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
      }}
    >
      <div className="flex items-center">
        <Link href="/goods/list" className={linkClassName} aria-controls={PRODUCTS_DIALOG_ID} aria-expanded={open} onClick={followLink}>
          Products
        </Link>
        <button
          type="button"
          className="-ml-0.5 inline-flex h-8 w-6 items-center justify-center text-ink-muted hover:text-ink"
          aria-label={open ? 'Close the products menu' : 'Open the products menu'}
          aria-expanded={open}
          aria-controls={PRODUCTS_DIALOG_ID}
          onClick={() => (open ? hideNow() : show())}
        >
          <ChevronDown size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div
        id={PRODUCTS_DIALOG_ID}
        role="dialog"
        aria-label="Products"
        className="products-dialog"
        data-testid="products-dialog"
        data-state={open ? 'open' : 'closed'}
        hidden={!open}
        style={{ height: UI_LIMITS.productsDialogHeightPx }}
        ref={panelRef}
      >
        {used ? children : null}
      </div>
    </div>
  );
}
