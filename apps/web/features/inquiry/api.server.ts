import { cart, type CallResult, type CartView } from '@sw/protocol';
import { memberCall, memberCredentials } from '@/lib/call.server';

/** Technique code → name (empty when the list cannot be had), to show a customization in words. */
export async function loadTechniqueNames(): Promise<Record<string, string>> {
  const fontTechnic = await memberCall(cart.getFontTechnic);
  return fontTechnic.ok ? Object.fromEntries(fontTechnic.data.techniques.map((t) => [t.code, t.name])) : {};
}

/** The member's cart with the technique names, for confirming a precise inquiry; null for a visitor. */
export async function loadCartForInquiry(): Promise<{ cart: CallResult<CartView>; techniqueNames: Record<string, string> } | null> {
  if (!(await memberCredentials()).token) return null;
  const [view, techniqueNames] = await Promise.all([memberCall(cart.myCart), loadTechniqueNames()]);
  return { cart: view, techniqueNames };
}
