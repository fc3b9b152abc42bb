import Link from 'next/link';
import type { GoodsSummary, MemberPrice } from '@sw/protocol';
import { Image } from '@/ui/Image';
import { PriceRange } from '@/ui/Price';
import { goodsHref } from '@/lib/links';
import { NewDesignImage } from './NewDesignImage';
import { MemberPriceRange } from './MemberPrice';

interface ProductCardProps {
  goods: GoodsSummary;
  /** Hide the new-arrival badge (hide=new on the goods list). */
  hideNew?: boolean;
  /** The first cards of a page load at once; the rest lazily. */
  eager?: boolean;
  /** How wide the picture shows (the img sizes attribute): the grid's column width, so a phone fetches a small picture. */
  sizes?: string;
  /** The signed-in company's own price (a member-only answer); the catalogue's range without it. */
  memberPrice?: MemberPrice;
}

/**
 * A product in a grid: picture, two-line title, price range and MOQ. The title's link stretches over
 * the whole card, so the apply button of a new design's placeholder is not nested inside a link.
 * New designs (newFlag 1) show their picture only to approved members, decided in the browser.
 */
export function ProductCard({ goods, hideNew = false, eager = false, sizes, memberPrice }: ProductCardProps) {
  const isNew = goods.newFlag === 1;
  const imageProps = { src: goods.imageUrl, alt: goods.title, fill: true, enlarge: false, width: 480, height: 480, sizes, loading: eager ? 'eager' : 'lazy' } as const;
  return (
    <article className="group relative" data-testid="product-card" data-goods-id={goods.goodsId} data-new={isNew || undefined}>
      <div className="relative aspect-square overflow-hidden rounded-[4px] bg-surface-muted ring-1 ring-line/60 [&_img]:transition-transform [&_img]:duration-700 [&_img]:ease-out group-hover:[&_img]:scale-[1.04]">
        {isNew ? <NewDesignImage {...imageProps} goodsId={goods.goodsId} /> : <Image {...imageProps} />}
        {isNew && !hideNew && (
          <span className="absolute top-2.5 left-2.5 rounded-[var(--radius)] bg-brand px-2.5 py-1 text-[10px] font-semibold tracking-[0.16em] text-brand-ink uppercase" data-testid="new-badge">
            New
          </span>
        )}
      </div>
      <div className="mt-3 space-y-1 px-0.5">
        {goods.catName1 && <p className="truncate text-[11px] tracking-[0.14em] text-ink-muted uppercase">{goods.catName1}</p>}
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 text-ink transition-colors group-hover:text-accent">
          <Link
            href={goodsHref(goods.goodsId)}
            className="outline-none after:absolute after:inset-0 after:rounded-[6px] after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent"
          >
            {goods.title}
          </Link>
        </h3>
        <p className="pt-0.5 text-[15px] font-semibold tracking-tight text-ink">
          {memberPrice ? <MemberPriceRange price={memberPrice} /> : <PriceRange min={goods.minPrice} max={goods.maxPrice} />}
        </p>
        <p className="flex items-center justify-between gap-2 text-xs text-ink-muted">
          <span>MOQ {goods.moq.toLocaleString('en-US')} pcs</span>
          <span className="truncate text-[11px] tabular-nums tracking-wide">{goods.goodsCode}</span>
        </p>
      </div>
    </article>
  );
}

interface ProductGridProps {
  goods: readonly GoodsSummary[];
  hideNew?: boolean;
  /** 'wide': pages without a side bar, five columns on large screens; 'shelf': four columns from tablets up. */
  variant?: 'default' | 'wide' | 'shelf';
  eagerCount?: number;
  /** The signed-in company's prices by goods id (member-only); the catalogue's where absent. */
  prices?: Readonly<Record<string, MemberPrice>>;
}

/** Each variant's columns, with the width a column shows at (the page is at most 1320 px wide). */
const GRID_LAYOUT = {
  wide: { columns: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5', sizes: '(min-width: 1280px) 250px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw' },
  shelf: { columns: 'grid-cols-2 md:grid-cols-4', sizes: '(min-width: 1320px) 310px, (min-width: 768px) 25vw, 50vw' },
  // Beside the list's side bar from 1024 px.
  default: { columns: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4', sizes: '(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw' },
} as const;

export function ProductGrid({ goods, hideNew, variant = 'default', eagerCount = 4, prices }: ProductGridProps) {
  const { columns, sizes } = GRID_LAYOUT[variant];
  return (
    <ul className={`grid gap-x-4 gap-y-8 sm:gap-x-6 sm:gap-y-10 ${columns}`} data-testid="product-grid">
      {goods.map((item, index) => (
        <li key={item.goodsId}>
          <ProductCard goods={item} hideNew={hideNew} eager={index < eagerCount} sizes={sizes} memberPrice={prices?.[item.goodsId]} />
        </li>
      ))}
    </ul>
  );
}
