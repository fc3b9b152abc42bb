import { cache } from 'react';
import { cart, type CartLine, errorCode, errorMessage, type FontTechnic, type LogoDefaults, RES } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';

/**
 * The editor's server loads, made as the signed-in member (getLogoDefaultData.do and getFontTechnic.do are
 * member paths; the cart line is the member's own).
 */

export type EditorLoad =
  | { ok: true; defaults: LogoDefaults; fonts: FontTechnic }
  | { ok: false; missing: boolean; message: string };

export const loadEditor = cache(async (goodsId: string): Promise<EditorLoad> => {
  const [defaults, fonts] = await Promise.all([memberCall(cart.getLogoDefaultData, { goodsId }), memberCall(cart.getFontTechnic)]);
  if (!defaults.ok) {
    const code = errorCode(defaults);
    return { ok: false, missing: code === RES.NOT_FOUND || code === RES.INVALID_PARAMS, message: errorMessage(defaults) };
  }
  // Without the font list the editor still works with the goods' own techniques.
  return { ok: true, defaults: defaults.data, fonts: fonts.ok ? fonts.data : { fonts: [], techniques: [] } };
});

export type LineLoad = { ok: true; line: CartLine | null } | { ok: false; message: string };

/** The member's cart line (null when it is not in their cart). */
export async function loadCartLine(lineId: string): Promise<LineLoad> {
  const result = await memberCall(cart.myCart);
  if (!result.ok) return { ok: false, message: errorMessage(result) };
  return { ok: true, line: result.data.lines.find((l) => l.lineId === lineId) ?? null };
}
