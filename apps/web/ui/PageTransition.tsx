'use client';
import { ViewTransition, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Page transitions named 'page' in out-in mode (spec §2): keyed by the path, the old page fades out
 * (page-leave) before the new one fades in (page-enter, delayed by the leave time; see globals.css).
 * Uses the browser's View Transitions through React; without support, or with prefers-reduced-motion,
 * pages simply swap.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ViewTransition key={pathname} enter="page-enter" exit="page-leave" default="none">
      <div className="page-transition" data-transition="page" data-mode="out-in">
        {children}
      </div>
    </ViewTransition>
  );
}
