'use client';
import { lazyCaller } from '@/lib/backend/lazyCall';
import { setCartCount } from '@/lib/member';

// Loaded on the first click: the goods page's first load carries neither the call client nor the cart's schemas.
const callCart = lazyCaller(() => import('@sw/protocol/contracts/cart'));

/** putIntoCart.do from the goods page; the header's count follows the answer at once. */
export async function putIntoCart(goodsId: string, specId: string | null, qty: number) {
  const result = await callCart((cart) => cart.putIntoCart, specId ? { goodsId, specId, qty } : { goodsId, qty });
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}

