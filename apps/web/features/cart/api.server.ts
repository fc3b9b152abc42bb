import { cart, type CallResult, type CartView } from '@sw/protocol';
import { memberCall, memberCredentials } from '@/lib/backend/call.server';
import { loadTechniqueNames } from '@/lib/techniques.server';

export interface CartPageData {
  cart: CallResult<CartView>;
  /** Technique code → name, to show a line's technique in words (empty when the list cannot be had). */
  techniqueNames: Record<string, string>;
}

/**
 * The member's cart for the server-rendered page, with the technique names its customizations use; null for a
 * visitor (the member layout, rendered alongside, sends them to the sign-in dialog, so no call is made).
 */
export async function loadCart(): Promise<CartPageData | null> {
  if (!(await memberCredentials()).token) return null;
  const [view, techniqueNames] = await Promise.all([memberCall(cart.myCart), loadTechniqueNames()]);
  return { cart: view, techniqueNames };
}
