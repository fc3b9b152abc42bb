'use client';
import { cart } from '@sw/protocol';
import { call } from './backend/call';

/** Technique code → name (empty when the list cannot be had), to show a line's customization in words. */
export async function loadTechniqueNames(): Promise<Record<string, string>> {
  const result = await call(cart.getFontTechnic);
  return result.ok ? Object.fromEntries(result.data.techniques.map((t) => [t.code, t.name])) : {};
}
