import Link from 'next/link';
import { NEW_ARRIVALS_HREF, type DataListItem, type ShopByBlock } from '@sw/protocol';
import { ArrowRight } from '@/ui/icons';
import { goodsListHref } from '@/lib/links';
import { type CatalogHeader } from './headerData';

function Thumb({ src, size = 36, round = true }: { src?: string; size?: number; round?: boolean }) {
  if (!src) return <span aria-hidden="true" className={`inline-block flex-none bg-accent-soft ${round ? 'rounded-full' : 'rounded-[2px]'}`} style={{ width: size, height: size }} />;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`flex-none border border-line bg-surface-muted object-cover ${round ? 'rounded-full' : 'rounded-[2px]'}`}
      style={{ width: size, height: size }}
    />
  );
}

function PopularTag({ item }: { item: DataListItem }) {
  return item.popularFlag ? (
    <span className="ml-1.5 flex-none rounded-full bg-accent-soft px-1.5 py-px text-[9px] font-medium uppercase tracking-[0.14em] text-accent-strong">
      Hot
    </span>
  ) : null;
}

function ShopByColumn({ block, href, testId }: { block: ShopByBlock; href: (id: string) => string; testId: string }) {
  return (
    <section className="flex min-h-0 flex-col" data-testid={testId} aria-label={block.showName}>
      <h3 className="eyebrow truncate border-b border-line pb-3 !tracking-[0.18em]" title={block.showName}>{block.showName}</h3>
      <ul className="scrollbar-thin mt-3 min-h-0 flex-1 overflow-y-auto pr-2">
        {block.dataList.map((item) => (
          <li key={item.cateId}>
            <Link
              href={href(item.cateId)}
              className="group flex items-center gap-3 rounded-[2px] py-[5px] text-[14px] text-ink transition hover:text-accent-strong"
            >
              <Thumb src={item.imageUrl} size={28} />
              <span className="link-underline min-w-0 truncate">{item.cateEnName}</span>
              <PopularTag item={item} />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={goodsListHref.all}
        className="mt-4 inline-flex items-center gap-2 self-start text-[12px] font-medium uppercase tracking-[0.18em] text-ink transition hover:text-accent-strong"
        title={block.allName || undefined}
      >
        Shop All <ArrowRight size={14} />
      </Link>
    </section>
  );
}

/** The content of the Products hover dialog (spec §2): categories, three shop-by columns, the insert-material row. */
export function ProductsPanel({ data }: { data: CatalogHeader }) {
  const insert = data.shopByInsertMaterial;
  return (
    <div className="mx-auto flex h-full max-w-[1320px] flex-col px-8 py-8">
      <div className="grid min-h-0 flex-1 grid-cols-[230px_1fr_1fr_1fr_230px] gap-10">
        <nav aria-label="Categories" className="flex min-h-0 flex-col border-r border-line pr-8" data-testid="products-categories">
          <h3 className="eyebrow border-b border-line pb-3">Categories</h3>
          <ul className="scrollbar-thin mt-3 min-h-0 flex-1 overflow-y-auto">
            {data.categoryList.map((category) => (
              <li key={category.cateId}>
                <Link
                  href={goodsListHref.category(category.cateName)}
                  className="group flex items-center justify-between gap-3 py-2 font-display text-[19px] text-ink transition hover:text-accent-strong"
                >
                  <span className="flex items-center gap-3">
                    <Thumb src={category.imageUrl} size={34} />
                    {category.cateName}
                  </span>
                  <ArrowRight size={14} className="-translate-x-1 opacity-0 transition group-hover:translate-x-0 group-hover:opacity-100" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={goodsListHref.all}
            className="mt-4 inline-flex items-center gap-2 text-[12px] font-medium uppercase tracking-[0.18em] text-ink hover:text-accent-strong"
          >
            All Products <ArrowRight size={14} />
          </Link>
        </nav>
        <ShopByColumn block={data.shopByTheme} href={goodsListHref.theme} testId="shop-by-theme" />
        <ShopByColumn block={data.shopByStyle} href={goodsListHref.style} testId="shop-by-style" />
        <ShopByColumn block={data.shopByPlatingMaterial} href={goodsListHref.platingMaterial} testId="shop-by-plating-material" />
        <Link
          href={NEW_ARRIVALS_HREF}
          className="group relative flex min-h-0 flex-col justify-end overflow-hidden rounded-[2px] bg-surface-deep p-6 text-white"
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 opacity-90"
            style={{
              background:
                'radial-gradient(120% 80% at 80% 10%, color-mix(in srgb, var(--accent) 55%, transparent), transparent 60%), radial-gradient(90% 70% at 10% 90%, color-mix(in srgb, var(--accent-line) 30%, transparent), transparent 70%)',
            }}
          />
          <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -right-10 top-6 h-56 w-56 text-accent-line opacity-60 transition duration-700 group-hover:rotate-12">
            <circle cx="100" cy="112" r="62" fill="none" stroke="currentColor" strokeWidth="1.2" />
            <circle cx="100" cy="112" r="54" fill="none" stroke="currentColor" strokeWidth="0.6" />
            <path d="M78 50 88 36h24l10 14-22 22Z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
            <path d="M78 50h44M88 36l5 14 7 22 7-22 5-14" fill="none" stroke="currentColor" strokeWidth="0.7" />
          </svg>
          <span className="relative eyebrow !text-white/80">Just landed</span>
          <span className="relative mt-2 font-display text-3xl leading-tight">New Designs</span>
          <span className="relative mt-3 text-[13px] leading-relaxed text-white/75">
            Fresh stainless steel styles every week, ready for your next collection.
          </span>
          <span className="relative mt-5 inline-flex items-center gap-2 text-[12px] font-medium uppercase tracking-[0.18em]">
            Browse New Arrivals <ArrowRight size={14} className="transition group-hover:translate-x-1" />
          </span>
        </Link>
      </div>
      <section className="mt-6 flex-none border-t border-line pt-5" data-testid="shop-by-insert-material" aria-label={insert.showName}>
        <div className="flex items-center gap-6">
          <h3 className="eyebrow w-[230px] flex-none !tracking-[0.18em]">{insert.showName}</h3>
          <ul className="scrollbar-thin flex min-w-0 flex-1 gap-2.5 overflow-x-auto pb-1">
            {insert.dataList.map((item) => (
              <li key={item.cateId} className="flex-none">
                <Link
                  href={goodsListHref.insertMaterial(item.cateId)}
                  className="flex items-center gap-2 rounded-full border border-line py-1 pl-1 pr-4 text-[13px] text-ink transition hover:border-accent hover:text-accent-strong"
                >
                  <Thumb src={item.imageUrl} size={26} />
                  {item.cateEnName}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={goodsListHref.all}
            className="inline-flex flex-none items-center gap-2 text-[12px] font-medium uppercase tracking-[0.18em] text-ink hover:text-accent-strong"
            title={insert.allName || undefined}
          >
            Shop All <ArrowRight size={14} />
          </Link>
        </div>
      </section>
    </div>
  );
}
