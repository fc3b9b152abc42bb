'use client';
import { cart } from '@sw/protocol';
import { call } from './backend/call';
import { useLoad } from './useLoad';

/** Technique code → name (empty when the list cannot be had), to show a line's customization in words. */
export async function loadTechniqueNames(): Promise<Record<string, string>> {
  const result = await call(cart.getFontTechnic);
  return result.ok ? Object.fromEntries(result.data.techniques.map((t) => [t.code, t.name])) : {};
}

const NO_NAMES: Readonly<Record<string, string>> = {};

/** The technique names for a screen that shows customizations: asked once it has one (`wanted`), empty until they come. */
export function useTechniqueNames(wanted = true): Readonly<Record<string, string>> {
  return useLoad(wanted ? 'technique-names' : null, loadTechniqueNames).value ?? NO_NAMES;
}
