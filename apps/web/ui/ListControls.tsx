'use client';
import { type FormEvent, useState } from 'react';
import type { Whose } from '@sw/protocol';
import { inputClass } from './form';
import { AlertIcon, ChevronLeft, ChevronRight, SearchIcon } from './icons';

/**
 * The pieces of a member's list page (My Inquiry, My Order, the activity log): filter tabs with counts, a search
 * box, a loading skeleton, a refusal with 'Try again', and previous/next paging.
 */

export interface ListTab<S extends string> {
  value: S | null;
  label: string;
  count?: number;
}

export function ListTabs<S extends string>({ tabs, active, onChange, label }: { tabs: ListTab<S>[]; active: S | null; onChange: (value: S | null) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
      {tabs.map((tab) => {
        const selected = active === tab.value;
        return (
          <button
            key={tab.label}
            type="button"
            role="tab"
            aria-selected={selected}
            data-testid={`status-tab-${tab.value ?? 'all'}`}
            onClick={() => onChange(tab.value)}
            className={`flex-none whitespace-nowrap rounded-full border px-3.5 py-1.5 text-[13px] transition ${
              selected ? 'border-ink bg-ink text-surface' : 'border-line text-ink-muted hover:border-ink/40 hover:text-ink'
            }`}
          >
            {tab.label}
            {tab.count === undefined ? null : <span className={`ml-1.5 tabular-nums ${selected ? 'text-surface/70' : 'text-ink-faint'}`}>{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** A search box that applies on Enter or the button. */
export function ListSearch({ label, placeholder, onSearch, testId }: { label: string; placeholder: string; onSearch: (text: string) => void; testId: string }) {
  const [typed, setTyped] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:max-w-[360px]">
      <label htmlFor={`${testId}-input`} className="sr-only">{label}</label>
      <input
        id={`${testId}-input`}
        type="search"
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={placeholder}
        className={`${inputClass} h-10 text-[14px]`}
        data-testid={testId}
      />
      <button type="submit" className="btn btn-outline h-10 flex-none px-3" aria-label="Search">
        <SearchIcon size={16} />
      </button>
    </form>
  );
}

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex gap-5 rounded-[4px] border border-line bg-surface p-5">
          <div className="size-20 flex-none animate-pulse rounded-[4px] bg-line/60" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-40 animate-pulse rounded bg-line/60" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-line/60" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-line/50" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ListProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-[4px] border border-red-800/20 bg-red-50 px-4 py-3 text-[14px] text-red-900">
      <AlertIcon size={16} />
      <span>{message}</span>
      <button type="button" className="font-medium underline underline-offset-4" onClick={onRetry}>Try again</button>
    </div>
  );
}

/** 'Page 2 of 5' between previous and next; nothing for a single page. */
export function ListPager({ pageNum, pages, disabled, onPage }: { pageNum: number; pages: number; disabled?: boolean; onPage: (pageNum: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-[13px]">
      <button type="button" className="btn btn-outline h-9 px-3" disabled={pageNum <= 1 || disabled} onClick={() => onPage(pageNum - 1)} aria-label="Previous page">
        <ChevronLeft size={16} />
      </button>
      <span className="tabular-nums text-ink-muted">
        Page {pageNum} of {pages}
      </span>
      <button type="button" className="btn btn-outline h-9 px-3" disabled={pageNum >= pages || disabled} onClick={() => onPage(pageNum + 1)} aria-label="Next page">
        <ChevronRight size={16} />
      </button>
    </nav>
  );
}

const WHOSE_LABELS: [Whose, string][] = [['all', "Everyone's"], ['mine', 'Mine']];

/** The company's records or one's own (My Inquiry, My Order): every colleague's by default. */
export function WhoseFilter({ value, onChange, label }: { value: Whose; onChange: (value: Whose) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-none rounded-full border border-line p-0.5" data-testid="whose-filter">
      {WHOSE_LABELS.map(([whose, text]) => (
        <button
          key={whose}
          type="button"
          aria-pressed={value === whose}
          data-testid={`whose-${whose}`}
          onClick={() => onChange(whose)}
          className={`rounded-full px-3.5 py-1 text-[13px] transition ${value === whose ? 'bg-ink text-surface' : 'text-ink-muted hover:text-ink'}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
