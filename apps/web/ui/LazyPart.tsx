'use client';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/**
 * A part whose code loads the first time `wanted` is true (a member's part of a shared page) and shows while it
 * stays so, `fallback` until its code is there; a page that never wants it never loads it (e2e/weight.spec.ts keeps
 * visitors' pages free of it). `load` is declared once at module level.
 */
export function LazyPart<P extends object>({ wanted = true, load, props, fallback = null }: {
  wanted?: boolean;
  load: () => Promise<ComponentType<P>>;
  props?: P;
  fallback?: ReactNode;
}) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || Part) return;
    let live = true;
    void load().then((component) => {
      if (live) setPart(() => component);
    });
    return () => {
      live = false;
    };
  }, [wanted, Part, load]);
  if (!wanted) return null;
  return Part ? <Part {...(props ?? ({} as P))} /> : fallback;
}
