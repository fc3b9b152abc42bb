'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { INQUIRY_LIMITS, INQUIRY_STATUSES, type InquiryPage, type InquiryStatus, type InquirySummary } from '@sw/protocol';
import { refreshHeader } from '@/lib/member';
import { EmptyState } from '@/ui/EmptyState';
import { FIRST_LIST_QUERY, type MemberListQuery, memberListInput } from '@/lib/memberList';
import { pageCount, usePagedLoad } from '@/lib/usePagedLoad';
import { DocumentIcon } from '@/ui/icons';
import { UnreadMarker } from '@/ui/UnreadBadge';
import { type ListTab, ListPager, ListProblem, ListSearch, ListSkeleton, ListTabs, WhoseFilter } from '@/ui/ListControls';
import { listInquiries } from './api';
import { dateText, inquiryHref, modeLabel, moneyText, pcs, STATUS_TEXT } from './format';
import { InquiryStatusBadge } from './StatusBadge';
import { PlacedByText } from '@/ui/PlacedBy';
import { Thumb } from '@/ui/Thumb';

type Query = MemberListQuery<InquiryStatus>;

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
            <InquiryStatusBadge status={item.status} />
            <UnreadMarker count={item.unread} testId="inquiry-unread" />
          </div>
          <p className="mt-1.5 truncate font-display text-[19px] leading-snug text-ink group-hover:text-accent-strong" data-testid="inquiry-title">{item.title}</p>
          <p className="mt-1 text-[12.5px] text-ink-muted">
            {modeLabel(item.mode)} · {item.mode === 0 ? pcs(item.totalQty) : `${item.lineCount} ${item.lineCount === 1 ? 'line' : 'lines'} · ${pcs(item.totalQty)}`} · sent {dateText(item.createdAt)}
            {item.placedBy ? <> · <PlacedByText placedBy={item.placedBy} verb="sent" /></> : null}
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

/** My Inquiry: status tabs with counts, search by number or goods, newest first, ten a page. */
export function InquiryList({ initial }: { initial?: InquiryPage }) {
  const [query, setQuery] = useState<Query>(FIRST_LIST_QUERY);
  const { page, loading, problem, retry } = usePagedLoad(
    query,
    (q) => listInquiries(memberListInput(q, INQUIRY_LIMITS.pageSize)),
    'Your inquiries could not be loaded',
    initial,
  );
  // The menu's counter follows what the back-end counts now.
  useEffect(() => {
    void refreshHeader();
  }, []);

  const counts = page?.statusCounts ?? {};
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const tabs: ListTab<InquiryStatus>[] = [
    { value: null, label: 'All', count: all },
    ...INQUIRY_STATUSES.map((status) => ({ value: status, label: STATUS_TEXT[status].label, count: counts[status] ?? 0 })),
  ];
  const pages = page ? pageCount(page.total, page.pageSize || INQUIRY_LIMITS.pageSize) : 1;
  const nothingAtAll = page && all === 0 && !query.keyword && !query.status && query.whose === 'all';

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
            <ListTabs tabs={tabs} active={query.status} label="Filter by status" onChange={(status) => setQuery((q) => ({ ...q, status, pageNum: 1 }))} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ListSearch
                label="Search by inquiry number or goods"
                placeholder="Inquiry number or goods"
                testId="inquiry-search"
                onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, pageNum: 1 }))}
              />
              <WhoseFilter label="Whose inquiries" value={query.whose} onChange={(whose) => setQuery((q) => ({ ...q, whose, pageNum: 1 }))} />
            </div>
          </div>

          {problem ? (
            <ListProblem message={problem} onRetry={retry} />
          ) : loading && !page ? (
            <ListSkeleton label="Loading your inquiries" />
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

          <ListPager pageNum={query.pageNum} pages={pages} disabled={loading} onPage={(pageNum) => setQuery((q) => ({ ...q, pageNum }))} />
        </>
      )}
    </div>
  );
}
