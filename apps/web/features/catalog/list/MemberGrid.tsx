'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUser } from '@/lib/session';
import type { MemberGridProps } from './MemberGoodsGrid';

/** The prices of the shared page stay hidden (not its layout) until the company's own arrive. */
function Pending({ children }: { children: ReactNode }) {
  return <div className="[&_[data-price]]:invisible" aria-busy="true">{children}</div>;
}

// Loaded for a signed-in buyer only, on first use: a visitor's list carries neither the call client nor this part.
const MemberGoodsGrid = lazy(() => import('./MemberGoodsGrid').then((m) => ({ default: m.MemberGoodsGrid })));

/**
 * The goods list's grid (issue 51): a visitor gets the shared, cached grid as it is; a signed-in buyer the same grid
 * with the company's own prices and "why this price", or the company's own page of the query when its catalogue is
 * not the shared one (an assortment, or goods made for it alone).
 */
export function MemberGrid({ goods, query, hideNew, children }: Omit<MemberGridProps, 'pending'>) {
  const user = useUser();
  if (!user) return children;
  const pending = <Pending>{children}</Pending>;
  return (
    <Suspense fallback={pending}>
      <MemberGoodsGrid goods={goods} query={query} hideNew={hideNew} pending={pending}>{children}</MemberGoodsGrid>
    </Suspense>
  );
}
