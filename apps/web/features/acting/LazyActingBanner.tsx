'use client';
import { type ComponentType, useEffect, useState } from 'react';
import { useIsActing } from '@/lib/member';

/**
 * The acting banner's host: its code (the call client, the contracts) loads only when the header data says a sales
 * person acts for this buyer, so a visitor's or a buyer's page carries none of it.
 */
export function LazyActingBanner() {
  const acting = useIsActing();
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!acting || Banner) return;
    let live = true;
    void import('./ActingBanner').then((m) => {
      if (live) setBanner(() => m.ActingBanner);
    });
    return () => {
      live = false;
    };
  }, [acting, Banner]);
  return acting && Banner ? <Banner /> : null;
}
