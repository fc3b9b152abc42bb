import { cart } from '@sw/protocol';
import { memberCall } from '@/lib/call.server';

/** The member's cart for the server-rendered page (a member call: the page is dynamic). */
export function loadCart() {
  return memberCall(cart.myCart);
}
