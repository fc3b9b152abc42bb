'use client';
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@sw/protocol';

/** The user info of spec §3, kept in sessionStorage and localStorage; the token never is (httpOnly cookie). */
export const USER_STORAGE_KEY = 'sw_user';
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: UserInfo | null | undefined;

function read(): UserInfo | null {
  if (typeof window === 'undefined') return null;
  if (cached !== undefined) return cached;
  try {
    const raw = window.sessionStorage.getItem(USER_STORAGE_KEY) ?? window.localStorage.getItem(USER_STORAGE_KEY);
    cached = raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getUser(): UserInfo | null {
  return read();
}

/** Stores the user info without the token; qxb and qxEnt are cleared on login. */
export function setUser(info: UserInfo): void {
  const { tokEn: _token, qxb: _qxb, qxEnt: _qxEnt, ...kept } = info;
  cached = kept;
  const raw = JSON.stringify(kept);
  window.sessionStorage.setItem(USER_STORAGE_KEY, raw);
  window.localStorage.setItem(USER_STORAGE_KEY, raw);
  emit();
}

export function clearUser(): void {
  cached = null;
  window.sessionStorage.removeItem(USER_STORAGE_KEY);
  window.localStorage.removeItem(USER_STORAGE_KEY);
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, or null; logged-in state is decided by whether user info exists. */
export function useUser(): UserInfo | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
