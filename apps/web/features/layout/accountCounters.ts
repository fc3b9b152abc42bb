'use client';
import { useSyncExternalStore } from 'react';

/** Counters of the account menu (spec 2): start at 0, shown in brackets only when non-zero. */
export interface AccountCounters {
  inquiry: number;
  order: number;
}

const ZERO: AccountCounters = { inquiry: 0, order: 0 };
let counters: AccountCounters = ZERO;
const listeners = new Set<() => void>();

const clean = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Sets one or both counters, e.g. from the totals of the inquiry and order lists. */
export function setAccountCounters(next: Partial<AccountCounters>): void {
  const merged = {
    inquiry: next.inquiry === undefined ? counters.inquiry : clean(next.inquiry),
    order: next.order === undefined ? counters.order : clean(next.order),
  };
  if (merged.inquiry === counters.inquiry && merged.order === counters.order) return;
  counters = merged;
  for (const listener of listeners) listener();
}

/** The text of a counter: '(3)', or nothing for 0. */
export function counterText(count: number): string {
  return count > 0 ? `(${count})` : '';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAccountCounters(): AccountCounters {
  return useSyncExternalStore(subscribe, () => counters, () => ZERO);
}
