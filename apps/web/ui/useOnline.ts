'use client';
import { useSyncExternalStore } from 'react';

/** Online/offline tracking (spec §2): the browser's connectivity, updated on its online/offline events. */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** true while the browser reports a network connection; the server render assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
