'use client';
import { createStore } from '@/lib/store';

/** Counters of the account menu (spec §2): start at 0, shown in brackets only when non-zero. */
export interface AccountCounters {
  inquiry: number;
  order: number;
}

const ZERO: AccountCounters = { inquiry: 0, order: 0 };
const counters = createStore<AccountCounters>(ZERO);

const clean = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Sets one or both counters, e.g. from the totals of the inquiry and order lists. */
export function setAccountCounters(next: Partial<AccountCounters>): void {
  const now = counters.get();
  const merged = {
    inquiry: next.inquiry === undefined ? now.inquiry : clean(next.inquiry),
    order: next.order === undefined ? now.order : clean(next.order),
  };
  if (merged.inquiry !== now.inquiry || merged.order !== now.order) counters.set(merged);
}

/** The text of a counter: '(3)', or nothing for 0. */
export function counterText(count: number): string {
  return count > 0 ? `(${count})` : '';
}

export function useAccountCounters(): AccountCounters {
  return counters.use();
}
