'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ORDER_LIMITS, ORDER_STATUSES, type OrderPage, type OrderStatus, type OrderSummary } from '@sw/protocol';
import { ACTIVITY_PATH, inquiryHref, orderHref } from '@/lib/links';
import { refreshHeader } from '@/lib/member';
import { FIRST_LIST_QUERY, type MemberListQuery, memberListInput } from '@/lib/memberList';
import { pageCount, usePagedLoad } from '@/lib/usePagedLoad';
import { EmptyState } from '@/ui/EmptyState';
import { ClockIcon, PackageIcon } from '@/ui/icons';
import { type ListTab, ListPager, ListProblem, ListSearch, ListSkeleton, ListTabs, WhoseFilter } from '@/ui/ListControls';
import { PlacedByText } from '@/ui/PlacedBy';
import { Thumb } from '@/ui/Thumb';
import { UnreadMarker } from '@/ui/UnreadBadge';
import { listOrders } from './api';
import { dateText, moneyText, ORDER_STATUS_TEXT, pcs } from './format';
import { promisedDayText } from './production/format';
import { OrderStatusBadge } from './StatusBadge';
import { SampleOrderBadge } from '@/features/orders/SampleOrderBadge';

type Query = MemberListQuery<OrderStatus>;

function Row({ item }: { item: OrderSummary }) {
  return (
    <li data-testid="order-row" data-order-no={item.orderNo} data-status={item.status}>
      <Link
        href={orderHref.details(item.orderId)}
        className="group grid grid-cols-[64px_minmax(0,1fr)] gap-4 rounded-[4px] border border-line bg-surface p-4 transition hover:border-ink/30 sm:grid-cols-[80px_minmax(0,1fr)_auto] sm:gap-5 sm:p-5"
      >
        <Thumb src={item.imageUrl} alt={item.title} className="size-16 sm:size-20" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span className="font-medium tabular-nums tracking-wide text-ink" data-testid="order-no">{item.orderNo}</span>
            <OrderStatusBadge status={item.status} />
            <SampleOrderBadge kind={item.kind} />
            <UnreadMarker count={item.conversation.unread} testId="order-unread" />
          </div>
          <p className="mt-1.5 truncate font-display text-[19px] leading-snug text-ink group-hover:text-accent-strong" data-testid="order-title">{item.title}</p>
          <p className="mt-1 text-[12.5px] text-ink-muted">
            {item.lineCount} {item.lineCount === 1 ? 'line' : 'lines'} · {pcs(item.totalQty)} · placed {dateText(item.createdAt)}
            {promisedDayText(item) ? <span className="whitespace-nowrap" data-testid="order-promised"> · ships by {promisedDayText(item)}</span> : null}
            {item.poNumber ? <span data-testid="order-po"> · PO {item.poNumber}</span> : null}
            {item.placedBy ? <> · <PlacedByText placedBy={item.placedBy} verb="placed" /></> : null}
          </p>
          {item.shipment ? (
            <p className="mt-1 truncate text-[12.5px] text-sky-900" data-testid="order-tracking">
              {item.shipment.carrier} · <span className="tabular-nums">{item.shipment.trackingNo}</span>
            </p>
          ) : null}
        </div>
        <div className="col-span-2 flex items-end justify-between gap-3 border-t border-line pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-center sm:border-0 sm:pt-0 sm:text-right">
          <span>
            <span className="block text-[11px] uppercase tracking-[0.14em] text-ink-muted">Total</span>
            <span className="font-display text-[22px] tabular-nums text-ink" data-testid="order-total">{moneyText(item.total, item.currency)}</span>
          </span>
          <span className="text-[12px] text-ink-muted">updated {dateText(item.updatedAt)}</span>
        </div>
      </Link>
    </li>
  );
}

/** My Order: status tabs with counts, search by order or PO number, newest first, ten a page. */
export function OrderList({ initial }: { initial?: OrderPage }) {
  const [query, setQuery] = useState<Query>(FIRST_LIST_QUERY);
  const { page, loading, problem, retry } = usePagedLoad(
    query,
    (q) => listOrders(memberListInput(q, ORDER_LIMITS.pageSize)),
    'Your orders could not be loaded',
    initial,
  );
  // The menu's counter follows what the back-end counts now.
  useEffect(() => {
    void refreshHeader();
  }, []);

  const counts = page?.statusCounts ?? {};
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const tabs: ListTab<OrderStatus>[] = [
    { value: null, label: 'All', count: all },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_TEXT[status].label, count: counts[status] ?? 0 })),
  ];
  const pages = page ? pageCount(page.total, page.pageSize || ORDER_LIMITS.pageSize) : 1;
  const nothingAtAll = page && all === 0 && !query.keyword && !query.status && query.whose === 'all';

  return (
    <div data-testid="order-list">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-[36px] leading-tight text-ink">My Order</h1>
          <p className="mt-1 text-[14px] text-ink-muted">Your orders, newest first, from confirmation to delivery.</p>
        </div>
        <Link href={ACTIVITY_PATH} className="btn btn-outline" data-testid="activity-link">
          <ClockIcon size={16} />
          Activity log
        </Link>
      </div>

      {nothingAtAll ? (
        <EmptyState
          icon={PackageIcon}
          title="No orders yet"
          actions={[
            { href: inquiryHref.list, label: 'View my inquiries', primary: true },
            { href: '/goods/list', label: 'Browse products' },
          ]}
        >
          When you accept a quotation and place an order, it appears here with its status, from production to shipping.
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex flex-col-reverse gap-3">
            <ListTabs tabs={tabs} active={query.status} label="Filter by status" onChange={(status) => setQuery((q) => ({ ...q, status, pageNum: 1 }))} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ListSearch
                label="Search by order or PO number"
                placeholder="Order number, PO number or goods"
                testId="order-search"
                onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, pageNum: 1 }))}
              />
              <WhoseFilter label="Whose orders" value={query.whose} onChange={(whose) => setQuery((q) => ({ ...q, whose, pageNum: 1 }))} />
            </div>
          </div>

          {problem ? (
            <ListProblem message={problem} onRetry={retry} />
          ) : loading && !page ? (
            <ListSkeleton label="Loading your orders" />
          ) : page && page.list.length === 0 ? (
            <p className="rounded-[4px] border border-line bg-surface px-6 py-12 text-center text-[14px] text-ink-muted" data-testid="order-none">
              {query.keyword ? `No order matches “${query.keyword}”.` : `No orders are ${query.status ? ORDER_STATUS_TEXT[query.status].label.toLowerCase() : 'here'}.`}
            </p>
          ) : page ? (
            <ul className={`space-y-3 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
              {page.list.map((item) => (
                <Row key={item.orderId} item={item} />
              ))}
            </ul>
          ) : null}

          <ListPager pageNum={query.pageNum} pages={pages} disabled={loading} onPage={(pageNum) => setQuery((q) => ({ ...q, pageNum }))} />
        </>
      )}
    </div>
  );
}
