'use client';
import { useSyncExternalStore } from 'react';
import { loadHeaderData } from './api';
import { type MemberHeader, toMemberHeader, VISITOR_HEADER } from './headerData';

/**
 * The member part of the header (cart count, auditFlag and new arrivals), loaded in the browser with
 * the member's session so the cached page stays the same for everyone.
 */
export interface HeaderState extends MemberHeader {
  status: 'visitor' | 'loading' | 'ready' | 'error';
}

const INITIAL: HeaderState = { ...VISITOR_HEADER, status: 'visitor' };
let state: HeaderState = INITIAL;
const listeners = new Set<() => void>();
let generation = 0;

function emit(next: HeaderState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Loads the header data as the signed-in member (after sign-in, after a cart change...). */
export async function refreshHeader(): Promise<void> {
  const mine = ++generation;
  emit({ ...state, status: state.status === 'ready' ? 'ready' : 'loading' });
  const result = await loadHeaderData();
  if (mine !== generation) return;
  if (result.ok) emit({ ...toMemberHeader(result.data), status: 'ready' });
  else emit({ ...state, status: 'error' });
}

/** Back to the visitor's header (signed out). */
export function resetHeader(): void {
  generation += 1;
  emit(INITIAL);
}

/** Sets the cart count at once, e.g. after putting goods into the cart. */
export function setCartCount(count: number): void {
  emit({ ...state, inquiryCartTotal: Math.max(0, Math.floor(count) || 0) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useHeaderState(): HeaderState {
  return useSyncExternalStore(subscribe, () => state, () => INITIAL);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => state.inquiryCartTotal, () => 0);
}
