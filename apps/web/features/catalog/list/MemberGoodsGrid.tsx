'use client';
import type { ReactNode } from 'react';
import type { GoodsSummary, InputOf } from '@sw/protocol';
import type { onlineGoodsList } from '@sw/protocol/contracts/catalog';
import { useLoad } from '@/lib/useLoad';
import { ProductGrid } from '@/ui/ProductCard';
import { loadMemberPrices } from '../memberApi';

export interface MemberGridProps {
  /** The shared page's goods (the same for every visitor) and the query it shows. */
  goods: readonly GoodsSummary[];
  query: InputOf<typeof onlineGoodsList>;
  hideNew?: boolean;
  /** The shared page's grid (or its empty state), as a visitor sees it. */
  children: ReactNode;
  /** Shown while the company's answer loads. */
  pending: ReactNode;
}

/**
 * The signed-in company's grid: one member-only call for the page (answered private, no-store), then the shared
 * goods with the company's prices, less the ones it may not see; or its own page of the query. Any refusal (a staff
 * session has no company) leaves the shared grid.
 */
export function MemberGoodsGrid({ goods, query, hideNew, pending, children }: MemberGridProps) {
  const ids = goods.map((g) => g.goodsId);
  const { value } = useLoad(`member-prices:${JSON.stringify(query)}:${ids.join(',')}`, () => loadMemberPrices(ids, query));
  if (value === undefined) return pending;
  if (!value.ok) return children;
  const { prices, hidden, page } = value.data;
  if (page) {
    if (!page.list.length) return goods.length ? <OwnEmpty /> : children;
    return (
      <div data-testid="own-catalogue" data-total={page.total}>
        <p className="mb-4 text-xs text-ink-muted">Your company&apos;s catalogue: {page.total.toLocaleString('en-US')} {page.total === 1 ? 'product' : 'products'} match.</p>
        <ProductGrid goods={page.list} hideNew={hideNew} prices={prices} />
      </div>
    );
  }
  const shown = goods.filter((g) => !hidden.includes(g.goodsId));
  if (!shown.length) return goods.length ? <OwnEmpty /> : children;
  return <ProductGrid goods={shown} hideNew={hideNew} prices={prices} />;
}

function OwnEmpty() {
  return (
    <p className="rounded-md border border-dashed border-line bg-surface-muted/60 px-6 py-16 text-center text-sm text-ink-muted" data-testid="own-catalogue-empty">
      None of these products is in your company&apos;s catalogue. Try another page or filter, or ask your account manager.
    </p>
  );
}
