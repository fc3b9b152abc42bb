import Link from 'next/link';
import type { ReactNode } from 'react';
import { listHref } from './listQuery';

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

/** A term and its value in a fact list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-[13px] text-ink">{children || '—'}</dd>
    </div>
  );
}
