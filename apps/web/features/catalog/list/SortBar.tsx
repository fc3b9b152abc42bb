import Link from 'next/link';
import { GOODS_SORTS } from '@sw/protocol/schemas/catalog';
import { listHref } from '@/lib/links';
import { type ListParams, SORT_LABELS } from '../listQuery';

/** Sort orders as links; 'Most popular' is the default order. */
export function SortBar({ params }: { params: ListParams }) {
  const current = params.sort ?? 'popular';
  return (
    <nav aria-label="Sort" className="-mx-1 flex items-center gap-1 overflow-x-auto px-1 [scrollbar-width:none]">
      <span className="mr-1 shrink-0 text-xs text-ink-muted">Sort by</span>
      {GOODS_SORTS.map((sort) => {
        const on = sort === current;
        return (
          <Link
            key={sort}
            href={listHref(params, { sort: sort === 'popular' ? undefined : sort })}
            aria-current={on ? 'true' : undefined}
            className={`shrink-0 rounded-[var(--radius)] px-3 py-1.5 text-xs font-medium whitespace-nowrap transition ${on ? 'bg-ink text-surface' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'}`}
          >
            {SORT_LABELS[sort]}
          </Link>
        );
      })}
    </nav>
  );
}
