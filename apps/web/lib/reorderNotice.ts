'use client';
import type { OrderAgainResult } from '@sw/protocol';

/**
 * What "Order again" did, handed from the order (or 'Your usual') to the cart page it opens: kept in the tab's
 * sessionStorage so the cart, rendered afresh by the server, can tell the buyer once what was added, raised and left out.
 */
const KEY = 'sw.reorderNotice';

export function keepReorderNotice(result: OrderAgainResult): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(result));
  } catch {
    // Storage refused (private mode, full): the cart shows the lines without the notice.
  }
}

/** The notice, once: reading it removes it. */
export function takeReorderNotice(): OrderAgainResult | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text ? (JSON.parse(text) as OrderAgainResult) : null;
  } catch {
    return null;
  }
}
