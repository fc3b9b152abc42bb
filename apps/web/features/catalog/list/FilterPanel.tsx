'use client';
import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from '@/ui/icons';

/** On phones the filters fold away behind a button; on large screens they are always shown. */
export function FilterPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-md border border-line bg-surface px-4 py-3 text-sm font-medium text-ink lg:hidden"
      >
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </span>
        <ChevronDown strokeWidth={2} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={`${open ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
