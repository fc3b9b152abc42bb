'use client';
import type { ReactNode } from 'react';
import { GoodsPageLoading } from '@/features/catalog/detail/GoodsPageLoading';
import { useIsActing } from '@/lib/member';
import { useSampleRequest } from '@/lib/sampleRequest';
import { useUser } from '@/lib/session';
import { LazyPart } from '@/ui/LazyPart';

/*
 * The member's parts of the shared, cached pages, in one module the shell already loads: each loads its code the
 * first time it is wanted, so a visitor's page carries only these few lines (e2e/weight.spec.ts).
 */

const loadActingBanner = () => import('@/features/acting/ActingBanner').then((m) => m.ActingBanner);
const loadMemberGoodsPage = () => import('@/features/catalog/detail/MemberGoodsPage').then((m) => m.MemberGoodsPage);
const loadSampleHost = () => import('@/features/samples/SampleRequestHost').then((m) => m.SampleRequestHost);

/**
 * The acting banner (while a sales person acts for this buyer, issue 53), shown above the header. Its code, the
 * call client and the contracts load only then: a visitor's or a buyer's page carries none of it.
 */
export function LazyActingBanner() {
  return <LazyPart wanted={useIsActing()} load={loadActingBanner} />;
}

/**
 * The sample dialog's host, loaded when a member first asks for it (openSampleRequest() of lib/sampleRequest.ts):
 * the dialog, the call client with its signing code and the protocol's schemas are never part of a visitor's page,
 * not even after it (issue 37). It stays mounted once asked for.
 */
export function LazySampleRequestHost() {
  return <LazyPart wanted={useSampleRequest().session > 0} load={loadSampleHost} />;
}

/**
 * The goods page's 404 (issue 51): the ordinary 404 for everyone, which the shared, cached page answers for a goods
 * made for one company; the company's own buyers then get its page from a member-only call.
 */
export function ExclusiveGoods({ notFound }: { notFound: ReactNode }) {
  if (!useUser()) return notFound;
  return <LazyPart load={loadMemberGoodsPage} props={{ notFound }} fallback={<GoodsPageLoading />} />;
}
