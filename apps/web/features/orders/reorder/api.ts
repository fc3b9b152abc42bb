'use client';
import { lazyCaller } from '@/lib/backend/lazyCall';
import { setCartCount } from '@/lib/member';
import { keepReorderNotice } from '@/lib/reorderNotice';

/**
 * Ordering again from the browser. The contracts load on first use: 'Your usual' sits on the home page, which a
 * visitor opens too (lib/backend/lazyCall.ts).
 */
const callReorder = lazyCaller(() => import('@sw/protocol/contracts/reorder'));

/** The order's lines (or the ones named) into the cart; the cart count follows and the cart page gets the notice. */
export async function orderAgain(orderId: string, lineIds?: string[]) {
  const result = await callReorder((reorder) => reorder.orderAgain, lineIds ? { orderId, lineIds } : { orderId });
  if (result.ok) {
    setCartCount(result.data.cartNum);
    keepReorderNotice(result.data);
  }
  return result;
}

export const loadYourUsual = () => callReorder((reorder) => reorder.yourUsual);
