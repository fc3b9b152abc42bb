import Link from 'next/link';
import { listHref } from '@/lib/links';
import { type ListParams, pageWindow } from '../listQuery';

const cell = 'grid h-10 min-w-10 place-items-center rounded-[var(--radius)] px-3 text-sm transition';
/** A step that leads nowhere: muted, yet readable (contrast), and not a link. */
const disabledCell = `${cell} text-ink-muted`;

/** Real links to the pages (?pageNum=), so every page can be reached and indexed without script. */
export function Pagination({ params, current, totalPages }: { params: ListParams; current: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const prev = current > 1 ? listHref(params, { pageNum: current - 1 }) : null;
  const next = current < totalPages ? listHref(params, { pageNum: current + 1 }) : null;
  return (
    <nav aria-label="Pagination" className="mt-14 flex items-center justify-center gap-1 sm:gap-2" data-testid="pagination">
      {prev ? (
        <Link href={prev} rel="prev" className={`${cell} text-ink hover:bg-surface-muted`}>
          <span aria-hidden="true">←</span>
          <span className="ml-1.5 hidden sm:inline">Previous</span>
          <span className="sr-only sm:hidden">Previous page</span>
        </Link>
      ) : (
        <span className={disabledCell} aria-hidden="true">←<span className="ml-1.5 hidden sm:inline">Previous</span></span>
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(current, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${cell} bg-ink font-semibold text-surface`}>{page}</span>
              ) : (
                <Link href={listHref(params, { pageNum: page })} aria-label={`Page ${page}`} className={`${cell} text-ink hover:bg-surface-muted ${Math.abs(page - current) > 1 && page !== 1 && page !== totalPages ? 'hidden sm:grid' : ''}`}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link href={next} rel="next" className={`${cell} text-ink hover:bg-surface-muted`}>
          <span className="mr-1.5 hidden sm:inline">Next</span>
          <span className="sr-only sm:hidden">Next page</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={disabledCell} aria-hidden="true"><span className="mr-1.5 hidden sm:inline">Next</span>→</span>
      )}
    </nav>
  );
}
