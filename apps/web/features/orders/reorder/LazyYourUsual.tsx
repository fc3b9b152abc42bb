'use client';
import dynamic from 'next/dynamic';
import { useHeaderState } from '@/lib/member';

const YourUsual = dynamic(() => import('./YourUsual').then((m) => m.YourUsual), { ssr: false });

/**
 * Your usual, loaded only once the header knows a buyer is signed in: a visitor's page never loads it, nor the call
 * client and schemas it brings (issue 37; e2e/weight.spec.ts keeps it so).
 */
export function LazyYourUsual({ place }: { place: 'home' | 'account' }) {
  const header = useHeaderState();
  return header.status === 'ready' && header.seat !== null ? <YourUsual place={place} /> : null;
}
