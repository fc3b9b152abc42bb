'use client';
import Link from 'next/link';
import { type FormEvent, useEffect, useState } from 'react';
import { INQUIRY_LIMITS, INQUIRY_STATUSES, type InquiryPage, type InquiryStatus, type InquirySummary } from '@sw/protocol';
import { refreshHeader } from '@/lib/member';
import { EmptyState } from '@/ui/EmptyState';
import { inputClass } from '@/ui/form';
import { AlertIcon, ChatIcon, ChevronLeft, ChevronRight, DocumentIcon, SearchIcon } from '@/ui/icons';
import { listInquiries, refusalText } from './api';
import { dateText, inquiryHref, modeLabel, moneyText, pcs, STATUS_TEXT } from './format';
import { StatusBadge } from './StatusBadge';
import { Thumb } from './Thumb';

type Query = { status: InquiryStatus | null; keyword: string; pageNum: number };

function Row({ item }: { item: InquirySummary }) {
  return (
    <li data-testid="inquiry-row" data-inquiry-no={item.inquiryNo} data-status={item.status}>
      <Link
        href={inquiryHref.details(item.inquiryId, item.mode)}
        className="group grid grid-cols-[64px_minmax(0,1fr)] gap-4 rounded-[4px] border border-line bg-surface p-4 transition hover:border-ink/30 sm:grid-cols-[80px_minmax(0,1fr)_auto] sm:gap-5 sm:p-5"
      >
        <Thumb src={item.imageUrl} alt={item.title} className="size-16 sm:size-20" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span className="font-medium tabular-nums tracking-wide text-ink" data-testid="inquiry-no">{item.inquiryNo}</span>
            <StatusBadge status={item.status} />
            {item.unread ? (
              <span className="inline-flex items-center gap-1 text-[12px] font-medium text-accent-strong" data-testid="inquiry-unread">
                <ChatIcon size={13} />
                {item.unread} new {item.unread === 1 ? 'message' : 'messages'}
              </span>
            ) : null}
          </div>
          <p className="mt-1.5 truncate font-display text-[19px] leading-snug text-ink group-hover:text-accent-strong" data-testid="inquiry-title">{item.title}</p>
          <p className="mt-1 text-[12.5px] text-ink-muted">
            {modeLabel(item.mode)} · {item.mode === 0 ? pcs(item.totalQty) : `${item.lineCount} ${item.lineCount === 1 ? 'line' : 'lines'} · ${pcs(item.totalQty)}`} · sent {dateText(item.createdAt)}
          </p>
        </div>
        <div className="col-span-2 flex items-end justify-between gap-3 border-t border-line pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-center sm:border-0 sm:pt-0 sm:text-right">
          {item.quotedTotal !== null ? (
            <>
              <span>
                <span className="block text-[11px] uppercase tracking-[0.14em] text-ink-muted">Quoted</span>
                <span className="font-display text-[22px] tabular-nums text-ink" data-testid="inquiry-quoted">{moneyText(item.quotedTotal, item.currency)}</span>
              </span>
              <span className="text-[12px] text-ink-muted">valid until {dateText(item.validUntil)}</span>
            </>
          ) : (
            <span className="text-[12.5px] text-ink-muted">Awaiting quotation</span>
          )}
        </div>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label="Loading your inquiries">
      {[0, 1, 2].map((i) => (
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

/** My Inquiry: status tabs with counts, search by number or goods, newest first, ten a page. */
export function InquiryList() {
  const [query, setQuery] = useState<Query>({ status: null, keyword: '', pageNum: 1 });
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = `${query.status ?? ''}|${query.keyword}|${query.pageNum}|${attempt}`;
  /** The last answer, with the query it answered (loading while it is not the current one). */
  const [answer, setAnswer] = useState<{ key: string; page: InquiryPage | null; problem: string | null } | null>(null);
  const [lastPage, setLastPage] = useState<InquiryPage | null>(null);
  const loading = answer?.key !== key;
  const page = answer?.page ?? lastPage;
  const problem = loading ? null : (answer?.problem ?? null);

  useEffect(() => {
    let live = true;
    void listInquiries({
      pageNum: query.pageNum,
      pageSize: INQUIRY_LIMITS.pageSize,
      ...(query.status ? { status: query.status } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setAnswer({ key, page: result.data, problem: null });
        setLastPage(result.data);
      } else setAnswer({ key, page: null, problem: `Your inquiries could not be loaded: ${refusalText(result)}` });
    });
    return () => {
      live = false;
    };
  }, [key, query]);
  // The menu's counter follows what the back-end counts now.
  useEffect(() => {
    void refreshHeader();
  }, []);

  const counts = page?.statusCounts ?? {};
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const tabs: { status: InquiryStatus | null; label: string; count: number }[] = [
    { status: null, label: 'All', count: all },
    ...INQUIRY_STATUSES.map((status) => ({ status, label: STATUS_TEXT[status].label, count: counts[status] ?? 0 })),
  ];
  const pages = page ? Math.max(1, Math.ceil(page.total / (page.pageSize || INQUIRY_LIMITS.pageSize))) : 1;

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery((q) => ({ ...q, keyword: typed.trim(), pageNum: 1 }));
  }

  const nothingAtAll = page && all === 0 && !query.keyword && !query.status;

  return (
    <div data-testid="inquiry-list">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-[36px] leading-tight text-ink">My Inquiry</h1>
          <p className="mt-1 text-[14px] text-ink-muted">Your quotation requests, newest first, with our answers.</p>
        </div>
        <Link href="/inquiry/addQuickInquiry" className="btn btn-outline" data-testid="quick-inquiry-link">
          <DocumentIcon size={16} />
          Quick inquiry
        </Link>
      </div>

      {nothingAtAll ? (
        <EmptyState
          icon={DocumentIcon}
          title="No inquiries yet"
          actions={[
            { href: '/goods/list', label: 'Browse products', primary: true },
            { href: '/inquiry/addQuickInquiry', label: 'Send a quick inquiry' },
          ]}
        >
          Add goods to your inquiry cart and request a precise quotation, or send a quick inquiry with a picture of what you need. Each inquiry,
          with our quotation, is listed here.
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex flex-col-reverse gap-3">
            <div role="tablist" aria-label="Filter by status" className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
              {tabs.map((tab) => {
                const active = query.status === tab.status;
                return (
                  <button
                    key={tab.label}
                    type="button"
                    role="tab"
                    aria-selected={active}
                    data-testid={`status-tab-${tab.status ?? 'all'}`}
                    onClick={() => setQuery((q) => ({ ...q, status: tab.status, pageNum: 1 }))}
                    className={`flex-none whitespace-nowrap rounded-full border px-3.5 py-1.5 text-[13px] transition ${
                      active ? 'border-ink bg-ink text-surface' : 'border-line text-ink-muted hover:border-ink/40 hover:text-ink'
                    }`}
                  >
                    {tab.label}
                    <span className={`ml-1.5 tabular-nums ${active ? 'text-surface/70' : 'text-ink-faint'}`}>{tab.count}</span>
                  </button>
                );
              })}
            </div>
            <form role="search" onSubmit={search} className="flex w-full gap-2 sm:max-w-[360px]">
              <label htmlFor="inquiry-search" className="sr-only">Search by inquiry number or goods</label>
              <input
                id="inquiry-search"
                type="search"
                value={typed}
                maxLength={100}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="Inquiry number or goods"
                className={`${inputClass} h-10 text-[14px]`}
                data-testid="inquiry-search"
              />
              <button type="submit" className="btn btn-outline h-10 flex-none px-3" aria-label="Search">
                <SearchIcon size={16} />
              </button>
            </form>
          </div>

          {problem ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-[4px] border border-red-800/20 bg-red-50 px-4 py-3 text-[14px] text-red-900">
              <AlertIcon size={16} />
              <span>{problem}</span>
              <button type="button" className="font-medium underline underline-offset-4" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
            </div>
          ) : loading && !page ? (
            <ListSkeleton />
          ) : page && page.list.length === 0 ? (
            <p className="rounded-[4px] border border-line bg-surface px-6 py-12 text-center text-[14px] text-ink-muted" data-testid="inquiry-none">
              {query.keyword ? `No inquiry matches “${query.keyword}”.` : `No inquiries are ${query.status ? STATUS_TEXT[query.status].label.toLowerCase() : 'here'}.`}
            </p>
          ) : page ? (
            <ul className={`space-y-3 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
              {page.list.map((item) => (
                <Row key={item.inquiryId} item={item} />
              ))}
            </ul>
          ) : null}

          {page && pages > 1 ? (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-[13px]">
              <button
                type="button"
                className="btn btn-outline h-9 px-3"
                disabled={query.pageNum <= 1 || loading}
                onClick={() => setQuery((q) => ({ ...q, pageNum: q.pageNum - 1 }))}
                aria-label="Previous page"
              >
                <ChevronLeft size={16} />
              </button>
              <span className="tabular-nums text-ink-muted">
                Page {query.pageNum} of {pages}
              </span>
              <button
                type="button"
                className="btn btn-outline h-9 px-3"
                disabled={query.pageNum >= pages || loading}
                onClick={() => setQuery((q) => ({ ...q, pageNum: q.pageNum + 1 }))}
                aria-label="Next page"
              >
                <ChevronRight size={16} />
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
