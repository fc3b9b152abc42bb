'use client';
import { useEffect, useState } from 'react';
import type { PricePoint } from '@sw/protocol';
import { ChevronDown } from '@/ui/icons';
import { loadPricingHistory, refusalText } from './api';
import { PriceHistory } from './PriceHistory';

type Loaded = { state: 'loading' } | { state: 'ready'; points: PricePoint[] } | { state: 'error'; message: string };

/** Loads what this member was quoted and ordered for one goods. */
export function usePricingHistory(goodsId: string | null, enabled = true): Loaded | null {
  const [loaded, setLoaded] = useState<{ goodsId: string; value: Loaded } | null>(null);
  useEffect(() => {
    if (!goodsId || !enabled) return;
    let live = true;
    void loadPricingHistory(goodsId).then((result) => {
      if (!live) return;
      setLoaded({ goodsId, value: result.ok ? { state: 'ready', points: result.data.points } : { state: 'error', message: refusalText(result) } });
    });
    return () => {
      live = false;
    };
  }, [goodsId, enabled]);
  if (!goodsId || !enabled) return null;
  return loaded?.goodsId === goodsId ? loaded.value : { state: 'loading' };
}

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
            <div className="h-40 animate-pulse rounded-[4px] bg-surface-muted" aria-busy="true" aria-label="Loading the price history" />
          )}
        </div>
      ) : null}
    </div>
  );
}
