'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { UI_LIMITS } from '@/lib/constants';

/** Whether the page is scrolled far enough for the compact header (200 px, spec §2 and §9). */
export function isCompactScroll(scrollY: number): boolean {
  return scrollY >= UI_LIMITS.headerCompactScrollPx;
}

/**
 * The sticky site header. It becomes compact after 200 px of scroll: `data-compact="true"` on the
 * <header> (the contact bar folds away and the main row gets lower; see globals.css).
 */
export function CompactHeader({ children }: { children: ReactNode }) {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(isCompactScroll(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <header className="site-header" data-compact={compact ? 'true' : 'false'} data-testid="site-header">
      {children}
    </header>
  );
}
