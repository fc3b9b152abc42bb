'use client';
import { useEffect } from 'react';
import { UI_LIMITS } from '@/lib/constants';
import { LOCALE_COOKIE } from '@/lib/cookies';
import { isChunkLoadError, reloadOnce } from '@/ui/reloadOnce';

/** The locale cookie: English only, kept 365 days (spec §1 and §9); set once when missing. */
export function ensureLocaleCookie(doc: Document = document): void {
  if (doc.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`))) return;
  const maxAge = UI_LIMITS.localeCookieDays * 24 * 60 * 60;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${LOCALE_COOKIE}=en; max-age=${maxAge}; path=/; samesite=lax${secure}`;
}

/** A script or style sheet of the site's own build that failed to load. */
function isFailedAsset(event: Event): boolean {
  const target = event.target;
  if (target instanceof HTMLScriptElement) return target.src.includes('/_next/');
  if (target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && target.href.includes('/_next/');
  return false;
}

/**
 * Browser-side start-up of every page: the locale cookie, and the reload-once rule for a page part
 * that failed to load (spec §2: reload once, not again within 60 s).
 */
export function ClientBoot() {
  useEffect(() => {
    ensureLocaleCookie();
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    const onError = (event: Event) => {
      if ((event instanceof ErrorEvent && isChunkLoadError(event.error)) || isFailedAsset(event)) reloadOnce();
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError, true);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError, true);
    };
  }, []);
  return null;
}
