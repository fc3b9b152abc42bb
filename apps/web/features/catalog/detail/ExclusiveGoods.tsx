'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUser } from '@/lib/session';
import { GoodsPageLoading } from './GoodsPageLoading';

// Loaded for a signed-in buyer only: a visitor's 404 page carries neither it nor the call client.
const MemberGoodsPage = lazy(() => import('./MemberGoodsPage').then((m) => ({ default: m.MemberGoodsPage })));

/**
 * The goods page's 404 (issue 51): the ordinary 404 for everyone, which the shared, cached page answers for a goods
 * made for one company; the company's own buyers then get its page from a member-only call.
 */
export function ExclusiveGoods({ notFound }: { notFound: ReactNode }) {
  if (!useUser()) return notFound;
  return (
    <Suspense fallback={<GoodsPageLoading />}>
      <MemberGoodsPage notFound={notFound} />
    </Suspense>
  );
}
