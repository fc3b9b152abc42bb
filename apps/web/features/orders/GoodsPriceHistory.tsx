'use client';
import dynamic from 'next/dynamic';
import { useUser } from '@/lib/session';

/** Loaded for a signed-in buyer only: a visitor's goods page carries neither the call client nor the chart. */
const MemberPriceHistory = dynamic(() => import('./MemberPriceHistory').then((m) => m.MemberPriceHistory), { ssr: false });

/**
 * On the goods page (cached, the same for every visitor): for a signed-in buyer who was quoted or ordered this
 * goods before, those prices over time. Nothing for a visitor or a buyer without history.
 */
export function GoodsPriceHistory({ goodsId, title }: { goodsId: string; title: string }) {
  return useUser() ? <MemberPriceHistory goodsId={goodsId} title={title} /> : null;
}
