'use client';
import { setCartCount } from '@/lib/member';

/** putIntoCart.do from the goods page; the header's count follows the answer at once. */
export async function putIntoCart(goodsId: string, specId: string | null, qty: number) {
  // Loaded on the first click: the goods page's first load carries neither the call client nor the cart's schemas.
  const [{ call }, cart] = await Promise.all([import('@/lib/call'), import('@sw/protocol/contracts/cart')]);
  const result = await call(cart.putIntoCart, specId ? { goodsId, specId, qty } : { goodsId, qty });
  if (result.ok) setCartCount(result.data.cartNum);
  return result;
}
