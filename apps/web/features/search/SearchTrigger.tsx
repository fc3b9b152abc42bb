'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { UI_MSG } from '@/lib/copy';
import { SearchIcon } from '@/ui/icons';
import { ReloadOnceBoundary } from '@/ui/ReloadOnceBoundary';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

/**
 * The header's search box. The search dialog itself (popular searches, new arrivals) is loaded on
 * first use, so pages do not ship it.
 */
export function SearchTrigger({ popularSearch, variant = 'box' }: { popularSearch: string[]; variant?: 'box' | 'icon' }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openDialog = () => {
    setUsed(true);
    setOpen(true);
  };
  useEffect(() => {
    if (variant !== 'box') return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [variant]);

  return (
    <>
      {variant === 'box' ? (
        <button
          type="button"
          className="group flex h-10 w-full max-w-[260px] items-center gap-3 border-b border-line-strong pr-2 text-left text-[13px] text-ink-muted transition hover:border-ink hover:text-ink"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={openDialog}
          aria-haspopup="dialog"
          data-testid="search-trigger"
        >
          <SearchIcon size={18} className="text-ink" />
          <span className="flex-1 tracking-wide">{UI_MSG.searchProducts}</span>
          <kbd className="hidden rounded-[3px] border border-line px-1.5 font-sans text-[10px] text-ink-muted xl:inline">/</kbd>
        </button>
      ) : (
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center text-ink"
          aria-label={UI_MSG.searchProducts}
          aria-haspopup="dialog"
          onClick={openDialog}
          data-testid="search-trigger-icon"
        >
          <SearchIcon size={21} />
        </button>
      )}
      {used ? (
        <ReloadOnceBoundary>
          <SearchDialog open={open} onOpenChange={setOpen} popularSearch={popularSearch} />
        </ReloadOnceBoundary>
      ) : null}
    </>
  );
}
