'use client';
import dynamic from 'next/dynamic';
import { usePricingHistory } from './usePricingHistory';

/** The chart and its table are loaded only for a buyer who has a history. */
const PriceHistory = dynamic(() => import('./PriceHistory').then((m) => m.PriceHistory), {
  ssr: false,
  loading: () => <div className="h-48 animate-pulse rounded-[4px] bg-surface-muted" role="status" aria-busy="true" aria-label="Loading your price history" />,
});

/** A signed-in buyer's quoted and ordered prices of one goods over time; nothing when there are none. */
export function MemberPriceHistory({ goodsId, title }: { goodsId: string; title: string }) {
  const history = usePricingHistory(goodsId);
  if (history?.state !== 'ready' || history.points.length === 0) return null;
  const orders = history.points.filter((point) => point.source === 'order').length;
  return (
    <section className="mt-7 rounded-md border border-line p-5 sm:p-6" aria-labelledby="goods-price-history" data-testid="goods-price-history">
      <h2 id="goods-price-history" className="font-display text-[22px] leading-tight text-ink">Your price history</h2>
      <p className="mt-1 mb-4 text-[13px] text-ink-muted">
        {history.points.length - orders} {history.points.length - orders === 1 ? 'quotation' : 'quotations'} and {orders} {orders === 1 ? 'order' : 'orders'} of yours for this product. Only you see this.
      </p>
      <PriceHistory points={history.points} title={`Your unit prices for ${title} over time`} />
    </section>
  );
}
