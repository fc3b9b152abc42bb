import { cart } from '@sw/protocol';
import { memberCall } from './backend/call.server';

/** Technique code → name for a server-rendered page (empty when the list cannot be had): lines store the code. */
export async function loadTechniqueNames(): Promise<Record<string, string>> {
  const fontTechnic = await memberCall(cart.getFontTechnic);
  return fontTechnic.ok ? Object.fromEntries(fontTechnic.data.techniques.map((t) => [t.code, t.name])) : {};
}
