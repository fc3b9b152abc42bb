'use client';
import Link from 'next/link';
import { useState } from 'react';
import { ACTIVITY_FILTERS, type ActivityEntry, type ActivityFilter, type ActivityKind, ORDER_LIMITS } from '@sw/protocol';
import { inquiryHref, orderHref } from '@/lib/links';
import { pageCount, usePagedLoad } from '@/lib/usePagedLoad';
import { EmptyState } from '@/ui/EmptyState';
import { AlertIcon, ChatIcon, CheckIcon, ClockIcon, DocumentIcon, type IconProps, PackageIcon, PencilIcon, SparkleIcon, WarningIcon } from '@/ui/icons';
import { type ListTab, ListPager, ListProblem, ListSkeleton, ListTabs } from '@/ui/ListControls';
import { loadActivity } from './api';
import { activityHref, dateText, dateTimeText } from './format';

type Query = { kind: ActivityFilter | null; pageNum: number };

const FILTER_LABEL: Record<ActivityFilter, string> = { inquiry: 'Inquiries', order: 'Orders', message: 'Messages' };

const KIND_ICON: Record<ActivityKind, React.ComponentType<IconProps>> = {
  inquiry_sent: DocumentIcon,
  quotation_received: DocumentIcon,
  revision_requested: DocumentIcon,
  quotation_accepted: DocumentIcon,
  inquiry_declined: DocumentIcon,
  quotation_expired: DocumentIcon,
  order_placed: PackageIcon,
  order_status: PackageIcon,
  production_update: SparkleIcon,
  shipment_sent: PackageIcon,
  message_sent: ChatIcon,
  message_received: ChatIcon,
  proof_posted: PencilIcon,
  proof_approved: CheckIcon,
  proof_changes_requested: PencilIcon,
  payment_notice_sent: DocumentIcon,
  payment_notice_rejected: WarningIcon,
  payment_received: CheckIcon,
  payment_refunded: CheckIcon,
  problem_reported: AlertIcon,
  problem_resolved: CheckIcon,
};

/** Entries grouped under their day, newest first (the back-end's order is kept). */
export function byDay(entries: readonly ActivityEntry[]): { day: string; entries: ActivityEntry[] }[] {
  const days: { day: string; entries: ActivityEntry[] }[] = [];
  for (const entry of entries) {
    const day = dateText(entry.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const Icon = KIND_ICON[entry.kind] ?? ClockIcon;
  return (
    <li data-testid="activity-entry" data-kind={entry.kind} data-status={entry.status ?? ''}>
      <Link href={activityHref(entry)} className="group flex gap-4 px-4 py-4 transition hover:bg-surface-muted/70 sm:px-5">
        <span className="mt-0.5 inline-flex size-9 flex-none items-center justify-center rounded-full border border-line bg-surface text-accent">
          <Icon size={16} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[14px] font-medium leading-snug text-ink group-hover:text-accent-strong" data-testid="activity-title">{entry.title}</span>
          {entry.detail ? <span className="mt-0.5 block break-words text-[13px] text-ink-muted" data-testid="activity-detail">{entry.detail}</span> : null}
          <span className="mt-1 block text-[12px] text-ink-muted">
            <time dateTime={entry.at}>{dateTimeText(entry.at)}</time> · <span className="tabular-nums">{entry.ref.no}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /logs: the member's own events, newest first, by day, filtered by inquiries, orders or messages. */
export function ActivityLog() {
  const [query, setQuery] = useState<Query>({ kind: null, pageNum: 1 });
  const { page, loading, problem, retry } = usePagedLoad(
    query,
    (q) => loadActivity({ pageNum: q.pageNum, pageSize: ORDER_LIMITS.activityPageSize, ...(q.kind ? { kind: q.kind } : {}) }),
    'Your activity could not be loaded',
  );
  const tabs: ListTab<ActivityFilter>[] = [{ value: null, label: 'Everything' }, ...ACTIVITY_FILTERS.map((kind) => ({ value: kind, label: FILTER_LABEL[kind] }))];
  const pages = page ? pageCount(page.total, page.pageSize || ORDER_LIMITS.activityPageSize) : 1;

  return (
    <div data-testid="activity-log">
      <div className="mb-6">
        <h1 className="font-display text-[36px] leading-tight text-ink">Activity log</h1>
        <p className="mt-1 text-[14px] text-ink-muted">Everything that happened on your inquiries and orders, newest first.</p>
      </div>
      <div className="mb-4">
        <ListTabs tabs={tabs} active={query.kind} label="Show" onChange={(kind) => setQuery({ kind, pageNum: 1 })} />
      </div>
      {problem ? (
        <ListProblem message={problem} onRetry={retry} />
      ) : loading && !page ? (
        <ListSkeleton label="Loading your activity" />
      ) : page && page.list.length === 0 ? (
        query.kind ? (
          <p className="rounded-[4px] border border-line bg-surface px-6 py-12 text-center text-[14px] text-ink-muted" data-testid="activity-none">
            Nothing about {FILTER_LABEL[query.kind].toLowerCase()} yet.
          </p>
        ) : (
          <EmptyState
            icon={ClockIcon}
            title="Nothing here yet"
            actions={[
              { href: inquiryHref.list, label: 'My Inquiry', primary: true },
              { href: orderHref.list, label: 'My Order' },
            ]}
          >
            When you send an inquiry, receive a quotation, place an order or write to us, it is listed here with a link to it.
          </EmptyState>
        )
      ) : page ? (
        <div className={`space-y-6 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
          {byDay(page.list).map((group) => (
            <section key={group.day}>
              <h2 className="mb-2 text-[11px] font-medium uppercase tracking-[0.14em] text-ink-muted">{group.day}</h2>
              <ul className="divide-y divide-line overflow-hidden rounded-[4px] border border-line bg-surface">
                {group.entries.map((entry) => (
                  <Entry key={entry.activityId} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      <ListPager pageNum={query.pageNum} pages={pages} disabled={loading} onPage={(pageNum) => setQuery((q) => ({ ...q, pageNum }))} />
    </div>
  );
}
