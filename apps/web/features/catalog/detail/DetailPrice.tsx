'use client';
import { lazy, Suspense } from 'react';
import { useUser } from '@/lib/session';
import { CataloguePrice, type DetailPriceProps } from './CataloguePrice';

// A signed-in buyer's part, loaded on first use: a visitor's goods page carries neither it nor the call client.
const MemberDetailPrice = lazy(() => import('./MemberDetailPrice').then((m) => ({ default: m.MemberDetailPrice })));

/**
 * The goods page's price (issue 51): the catalogue's for a visitor; for a signed-in buyer the company's own, asked
 * after render by a member-only call, with "why this price" and the catalogue's struck through.
 */
export function DetailPrice(props: DetailPriceProps) {
  if (!useUser()) return <CataloguePrice {...props} />;
  return (
    <Suspense fallback={<CataloguePrice {...props} pending />}>
      <MemberDetailPrice {...props} />
    </Suspense>
  );
}
