import Link from 'next/link';
import type { ReactNode } from 'react';
import { listHref } from './listQuery';

/** A console page's title row: the heading, a line of counts, and actions on the right. */
export function PageHead({ title, line, actions }: { title: string; line?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-[30px] leading-tight text-ink">{title}</h1>
        {line ? <p className="text-[13px] text-ink-muted">{line}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** Tabs that are links (the state filter): keyboard- and back-button-friendly, the current one marked. */
export function StateTabs({
  base, raw, name, tabs, current,
}: { base: string; raw: Record<string, string>; name: string; tabs: { value: string; label: string; count?: number }[]; current: string }) {
  return (
    <nav aria-label="Show" className="scrollbar-thin -mb-px flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Link
            key={tab.value}
            href={listHref(base, raw, { [name]: tab.value })}
            aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap border-b-2 px-3 py-2 text-[13px] ${active ? 'border-accent font-medium text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="ml-1.5 text-[12px] text-ink-muted">{tab.count}</span> : null}
          </Link>
        );
      })}
    </nav>
  );
}

/** Previous / next links under a list. */
export function Pagination({ base, raw, pageNum, pageSize, total }: { base: string; raw: Record<string, string>; pageNum: number; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (n: number, label: string, rel: string) =>
    n >= 1 && n <= pages ? (
      <Link href={listHref(base, raw, { page: n })} rel={rel} className="btn btn-outline h-9 min-h-9 px-4">
        {label}
      </Link>
    ) : (
      <span className="btn h-9 min-h-9 cursor-default border-line px-4 text-ink-faint">{label}</span>
    );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-4">
      {link(pageNum - 1, 'Previous', 'prev')}
      <span className="text-[13px] text-ink-muted">
        Page {pageNum} of {pages}
      </span>
      {link(pageNum + 1, 'Next', 'next')}
    </nav>
  );
}

/** Filters from the URL that were left out, named. */
export function FilterProblems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return <p className="mt-3 text-[13px] text-red-800">{problems.join(' ')} That filter was left out.</p>;
}

/** The empty state of a list. */
export function EmptyRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="py-10 text-center text-[14px] text-ink-muted" data-testid={testId}>
      {children}
    </p>
  );
}

/** A term and its value in a fact list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-[13px] text-ink">{children || '—'}</dd>
    </div>
  );
}
