'use client';
import { cart } from '@sw/protocol';
import { call } from '@/lib/call';
import { setCartCount } from '@/lib/member';

/** putIntoCart.do from the goods page; the header's count follows the answer at once. */
export async function putIntoCart(goodsId: string, specId: string | null, qty: number) {
  const result = await call(cart.putIntoCart, specId ? { goodsId, specId, qty } : { goodsId, qty });
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}
