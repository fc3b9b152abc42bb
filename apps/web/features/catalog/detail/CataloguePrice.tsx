import type { ReactNode } from 'react';
import type { PriceTier } from '@sw/protocol';
import { PriceRange } from '@/ui/Price';
import { PriceTiers } from './PriceTiers';

export interface DetailPriceProps {
  goodsId: string;
  minPrice: number;
  maxPrice: number;
  tiers: readonly PriceTier[];
  /** Drawn beside the price (the MOQ). */
  aside: ReactNode;
}

/** The catalogue's price and tiers, as every visitor sees them (the page is shared and cached). */
export function CataloguePrice({ minPrice, maxPrice, tiers, aside, pending = false }: Omit<DetailPriceProps, 'goodsId'> & { pending?: boolean }) {
  return (
    <div className={pending ? '[&_[data-price]]:invisible' : undefined} aria-busy={pending || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          <PriceRange min={minPrice} max={maxPrice} />
          <span className="ml-1.5 text-sm font-normal text-ink-muted">/ pc</span>
        </p>
        {aside}
      </div>
      <div className="mt-5">
        <PriceTiers tiers={tiers} />
      </div>
    </div>
  );
}
