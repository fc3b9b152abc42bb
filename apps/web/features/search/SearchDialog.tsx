'use client';
import { useRef, useState } from 'react';
import { UI_MSG } from '@/lib/copy';
import { goodsListHref } from '@/lib/links';
import { Dialog } from '@/ui/Dialog';
import { SearchIcon } from '@/ui/icons';
import { NewArrivals } from './NewArrivals';

/** Opens the goods list for `text` in a new tab (spec §2); empty text is not submitted. Returns whether it opened. */
export function submitSearch(text: string, open: (url: string) => unknown = (url) => window.open(url, '_blank')): boolean {
  const keyWords = text.trim();
  if (!keyWords) return false;
  open(goodsListHref.keyWords(keyWords));
  return true;
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  popularSearch: string[];
}

/** The search dialog of spec §2: 'Search Products' box, popular searches, new arrivals. */
export default function SearchDialog({ open, onOpenChange, popularSearch }: SearchDialogProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UI_MSG.searchProducts} hideTitle size="sheet">
      <div className="mx-auto max-w-[1000px] px-5 pb-10 pt-14 sm:px-8 sm:pt-16" data-testid="search-dialog">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (submitSearch(text)) onOpenChange(false);
            else inputRef.current?.focus();
          }}
        >
          <label className="flex items-center gap-4 border-b-2 border-ink pb-3 transition-colors focus-within:border-accent">
            <SearchIcon size={26} className="flex-none text-ink" />
            <input
              ref={inputRef}
              type="search"
              name="keyWords"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={UI_MSG.searchProducts}
              aria-label={UI_MSG.searchProducts}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="min-w-0 flex-1 bg-transparent font-display text-[28px] leading-tight text-ink placeholder:text-ink-faint focus:outline-none focus-visible:outline-none sm:text-[34px] [&::-webkit-search-cancel-button]:hidden"
              data-testid="search-input"
            />
            <span className="hidden text-[11px] uppercase tracking-[0.2em] text-ink-faint sm:inline">Press Enter</span>
          </label>
        </form>

        {popularSearch.length ? (
          <section className="mt-9" aria-labelledby="popular-searches-title">
            <h3 id="popular-searches-title" className="eyebrow">
              Popular Searches
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2.5" data-testid="popular-searches">
              {popularSearch.map((term) => (
                <li key={term}>
                  <a
                    href={goodsListHref.keyWords(term)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-[13px] text-ink transition hover:border-accent hover:bg-accent-soft hover:text-accent-strong"
                  >
                    {term}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <NewArrivals onNavigate={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}
