'use client';
import { useState } from 'react';
import { ChevronDown } from '@/ui/icons';
import { PriceHistory } from './PriceHistory';
import { usePricingHistory } from './usePricingHistory';

/** A line's price history on the order page, opened on demand. */
export function LinePriceHistory({ goodsId, title }: { goodsId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const history = usePricingHistory(goodsId, open);
  return (
    <div className="border-t border-line" data-testid="line-price-history">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-[13px] font-medium text-ink hover:text-accent-strong sm:px-5"
        data-testid="price-history-toggle"
      >
        Your price history for this product
        <ChevronDown size={16} className={`flex-none text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div className="px-4 pb-5 sm:px-5">
          {history?.state === 'ready' ? (
            history.points.length ? (
              <PriceHistory points={history.points} title={`Your unit prices for ${title} over time`} />
            ) : (
              <p className="text-[13px] text-ink-muted">No earlier prices yet.</p>
            )
          ) : history?.state === 'error' ? (
            <p className="text-[13px] text-red-800" role="alert">The price history could not be loaded: {history.message}</p>
          ) : (
            <div className="h-40 animate-pulse rounded-[4px] bg-surface-muted" role="status" aria-busy="true" aria-label="Loading the price history" />
          )}
        </div>
      ) : null}
    </div>
  );
}
