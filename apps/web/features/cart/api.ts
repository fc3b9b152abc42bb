'use client';
import { cart, type CallResult, type CartChange, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { setCartCount } from '@/lib/member';
import type { SheetRow } from './sheet';

/**
 * The cart page's calls. Every change answers the new line count, which goes straight to the header's
 * 'Inquiry Cart(count)' so it changes at once.
 */

async function change(result: Promise<CallResult<CartChange>>): Promise<CallResult<CartChange>> {
  const answer = await result;
  if (answer.ok) setCartCount(answer.data.cartNum);
  return answer;
}

export function loadMyCart() {
  return call(cart.myCart);
}

export function editLineQty(lineId: string, qty: number) {
  return change(call(cart.cartEditQty, { lineId, qty }));
}

/** One specification's quantity within a customized line. */
export function editVariantQty(lineId: string, specId: string | null, qty: number) {
  const input: InputOf<typeof cart.cartEditPreciseInfoQty> = specId ? { lineId, specId, qty } : { lineId, qty };
  return change(call(cart.cartEditPreciseInfoQty, input));
}

export function removeLines(lineIds: string[]) {
  return change(call(cart.cartRemoveGoods, { lineIds }));
}

export async function bulkAdd(rows: SheetRow[]) {
  const result = await call(cart.bulkAddToCart, { rows });
  if (result.ok && result.data.ok) setCartCount(result.data.cartNum);
  return result;
}

export { refusalText } from '@/lib/refusal';
