import Link from 'next/link';
import { type GoodsPage, NEW_ARRIVALS_HREF, type ProductMenu } from '@sw/protocol';
import { ProductGrid } from '@/ui/ProductCard';
import { CONTAINER } from '@/ui/SectionHeading';
import { goodsListHref, LIST_PATH, listHref } from '@/lib/links';
import { activeFilterCount, goodsListRequest, type ListParams } from '../listQuery';
import { findCategory } from '../menu';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel } from './FilterPanel';
import { Filters } from './Filters';
import { MemberGrid } from './MemberGrid';
import { Pagination } from './Pagination';
import { SortBar } from './SortBar';

interface GoodsListViewProps {
  params: ListParams;
  page: GoodsPage;
  menu: ProductMenu | null;
  heading: string;
}

/** Hidden inputs that keep the other filters when a new search is typed. */
function KeepParams({ params }: { params: ListParams }) {
  const { keyWords: _k, pageNum: _p, ...rest } = params;
  return (
    <>
      {Object.entries(rest).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
    </>
  );
}

export function GoodsListView({ params, page, menu, heading }: GoodsListViewProps) {
  const { total, list } = page;
  const totalText = `${total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
  const pageSize = page.pageSize || list.length || 1;
  const current = page.pageNum || params.pageNum || 1;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, from + list.length - 1);
  const category = params.catName1 ? findCategory(menu, params.catName1) : null;

  return (
    <div className={`${CONTAINER} pt-6 pb-20 sm:pt-8`}>
      <nav aria-label="Breadcrumb" className="text-xs text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li><Link href="/" className="hover:text-ink">Home</Link></li>
          <li aria-hidden="true">/</li>
          <li><Link href={LIST_PATH} className="hover:text-ink">Products</Link></li>
          {category?.parent && (
            <>
              <li aria-hidden="true">/</li>
              <li><Link href={listHref({}, { catName1: category.parent.cateName })} className="hover:text-ink">{category.parent.cateName}</Link></li>
            </>
          )}
          {heading !== 'All Products' && (
            <>
              <li aria-hidden="true">/</li>
              <li className="text-ink" aria-current="page">{heading}</li>
            </>
          )}
        </ol>
      </nav>

      <header className="mt-5 flex flex-col gap-5 border-b border-line pb-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-display text-balance text-4xl leading-tight text-ink sm:text-5xl" data-testid="list-heading">{heading}</h1>
          <p className="mt-2 text-sm text-ink-muted" data-testid="result-count" aria-live="polite">
            {total === 0
              ? 'No products found'
              : list.length === 0
                ? `${totalText} products`
                : `Showing ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${totalText} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
        <form action={LIST_PATH} method="get" role="search" className="flex w-full max-w-md items-center rounded-[var(--radius)] border border-line bg-surface pr-1 pl-4 focus-within:border-ink lg:w-80">
          <label htmlFor="list-search" className="sr-only">Search products</label>
          <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" strokeLinecap="round" />
          </svg>
          <input
            id="list-search"
            name="keyWords"
            type="search"
            required
            defaultValue={params.keyWords ?? ''}
            placeholder="Name, code or material"
            className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm outline-none placeholder:text-ink-muted/70"
          />
          <KeepParams params={params} />
          <button type="submit" className="rounded-[var(--radius)] bg-ink px-4 py-2 text-[11px] font-medium tracking-[0.14em] text-surface uppercase transition hover:bg-accent-strong">
            Search
          </button>
        </form>
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[232px_1fr] lg:gap-12">
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <FilterPanel activeCount={activeFilterCount(params)}>
            <Filters params={params} menu={menu} standards={page.standards} />
          </FilterPanel>
        </aside>

        <section aria-labelledby="products-heading" className="min-w-0">
          {/* The cards are h3: the grid needs its h2 for a heading order without gaps. */}
          <h2 id="products-heading" className="sr-only">Products</h2>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <ActiveFilters params={params} menu={menu} />
            <div className="sm:ml-auto">
              <SortBar params={params} />
            </div>
          </div>

          {/* A signed-in buyer's grid carries the company's own prices and goods, asked after render (issue 51). */}
          <MemberGrid goods={list} query={goodsListRequest(params)} hideNew={params.hide === 'new'}>
            {list.length > 0 ? (
              <ProductGrid goods={list} hideNew={params.hide === 'new'} />
            ) : (
              <EmptyState params={params} total={total} totalPages={totalPages} didYouMean={page.didYouMean} />
            )}
          </MemberGrid>
          {list.length > 0 && <Pagination params={params} current={current} totalPages={totalPages} />}
        </section>
      </div>
    </div>
  );
}

function EmptyState({ params, total, totalPages, didYouMean }: { params: ListParams; total: number; totalPages: number; didYouMean?: string }) {
  const pastTheEnd = total > 0;
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-line bg-surface-muted/60 px-6 py-20 text-center" data-testid="empty-state">
      <svg viewBox="0 0 64 64" className="size-14 text-accent" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="32" cy="36" r="16" />
        <path d="M24 14l8-8 8 8-8 5z" strokeLinejoin="round" />
        <path d="M26 36h12" strokeLinecap="round" />
      </svg>
      <h2 className="mt-5 font-display text-balance text-3xl text-ink">{pastTheEnd ? 'This page is empty' : 'No products found'}</h2>
      {didYouMean && !pastTheEnd ? (
        // The nearest search that finds goods (the back-end checked it does), across the whole catalogue.
        <p className="mt-3 text-lg text-ink" data-testid="did-you-mean">
          Did you mean{' '}
          <Link href={goodsListHref.keyWords(didYouMean)} prefetch={false} className="font-semibold text-accent-strong underline underline-offset-4 hover:text-accent">
            {didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">
        {pastTheEnd
          ? `The list has ${totalPages} ${totalPages === 1 ? 'page' : 'pages'}. Go back to the first page to see the products.`
          : 'Nothing matches these filters yet. Try removing a filter or searching with other words — or ask us to make it for you.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {pastTheEnd ? (
          <Link href={listHref(params, { pageNum: undefined })} className="btn btn-primary">
            Go to page 1
          </Link>
        ) : (
          <>
            <Link href={LIST_PATH} className="btn btn-primary">Clear all filters</Link>
            <Link href={NEW_ARRIVALS_HREF} className="btn btn-outline">Browse new designs</Link>
            <Link href="/OEM-ODM" className="btn btn-outline">Request a custom design</Link>
          </>
        )}
      </div>
    </div>
  );
}
