'use client';
import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { routeShown, startProgress, useProgress } from './progress';

/** Whether a click on this anchor starts a client-side navigation to another page of the site. */
function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.closest('[data-no-progress]')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** Starts the bar when a link to another page is followed, finishes it when the new route is shown. */
function RouteProgress() {
  const pathname = usePathname();
  const route = `${pathname}?${useSearchParams().toString()}`;
  useEffect(() => {
    routeShown(route);
  }, [route]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isPageNavigation(event, anchor)) startProgress();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}

/** The top loading bar (spec §2): shown on route transitions and on startProgress()/finishProgress(). */
export function TopProgress() {
  const { visible, value } = useProgress();
  return (
    <>
      <RouteProgress />
      <div
        className="top-progress"
        style={{ opacity: visible ? 1 : 0 }}
        role="progressbar"
        aria-label="Page loading"
        // A live status, as axe-core counts one: shown above the page's landmarks while a page loads, not in them.
        aria-live="polite"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-hidden={!visible}
        data-visible={visible}
      >
        <div style={{ width: `${value}%` }} />
      </div>
    </>
  );
}
