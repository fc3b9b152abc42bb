'use client';
import { useEffect } from 'react';

/**
 * Moves the focus into a field when a form or dialog step appears. Done in an effect rather than
 * with autoFocus, so it also works when one step replaces another.
 */
export function useInitialFocus<T extends HTMLElement>(enabled: boolean | undefined, ref: { current: T | null }) {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled, ref]);
}
