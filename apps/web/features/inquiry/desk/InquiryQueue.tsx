import Link from 'next/link';
import type { Page, StaffInquirySummary } from '@sw/protocol';
import { type ConsoleColumn, ConsoleTable, GoodsCell } from '@/ui/ConsoleTable';
import { ConsoleBuyer, ConsolePageHead, countText, isFiltered, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { staffInquiryHref } from '@/lib/links';
import { dateText, moneyCodeText } from '@/lib/format';
import { MODE_LABEL } from './format';
import { QueueFilters } from './QueueFilters';
import { queueHref } from './queueQuery';
import { InquiryStatusBadge } from '../StatusBadge';
import { UnreadBadge } from '@/ui/UnreadBadge';

const COLUMNS: ConsoleColumn<StaffInquirySummary>[] = [
  {
    key: 'number',
    head: 'Number',
    width: 'w-[150px]',
    cell: (row) => (
      <Link href={staffInquiryHref(row.inquiryId)} className="inline-flex items-center gap-2 font-medium text-ink underline-offset-2 group-hover:underline">
        {row.inquiryNo}
        <UnreadBadge count={row.unread} />
      </Link>
    ),
  },
  { key: 'buyer', head: 'Buyer', width: 'w-[210px]', cell: (row) => <ConsoleBuyer buyer={row.buyer} /> },
  { key: 'country', head: 'Country', width: 'w-[70px]', className: 'text-ink-muted', cell: (row) => row.buyer.country ?? '—' },
  { key: 'type', head: 'Type', width: 'w-[72px]', className: 'text-ink-muted', cell: (row) => MODE_LABEL[row.mode] },
  { key: 'request', head: 'Request', cell: (row) => <GoodsCell title={row.title} lineCount={row.lineCount} totalQty={row.totalQty} /> },
  { key: 'status', head: 'Status', width: 'w-[150px]', cell: (row) => <InquiryStatusBadge status={row.status} desk /> },
  { key: 'total', head: 'Quoted total', width: 'w-[130px]', right: true, className: 'tabular-nums', cell: (row) => moneyCodeText(row.quotedTotal, row.currency) },
  { key: 'submitted', head: 'Submitted', width: 'w-[110px]', right: true, className: 'text-ink-muted', cell: (row) => dateText(row.createdAt) },
];

/** An inquiry on a narrow screen. */
function InquiryCard({ row }: { row: StaffInquirySummary }) {
  return (
    <Link href={staffInquiryHref(row.inquiryId)} className="block py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 font-medium text-ink">
          {row.inquiryNo}
          <UnreadBadge count={row.unread} />
        </span>
        <InquiryStatusBadge status={row.status} desk />
      </div>
      <p className="mt-1 truncate text-[14px] text-ink">{row.title}</p>
      <p className="mt-0.5 truncate text-[12px] text-ink-muted">
        {row.buyer.company || row.buyer.nick} · {row.buyer.country ?? '—'} · {MODE_LABEL[row.mode]} · {dateText(row.createdAt)}
      </p>
      {row.quotedTotal !== null ? <p className="mt-0.5 text-[12px] tabular-nums text-ink">Quoted {moneyCodeText(row.quotedTotal, row.currency)}</p> : null}
    </Link>
  );
}

/** The inquiry queue: filters, then inquiries with unread buyer messages first (the back-end's order). */
export function InquiryQueue({
  page, raw, problems, failure,
}: { page: Page<StaffInquirySummary> | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  return (
    <div className="space-y-5">
      <ConsolePageHead
        title="Inquiries"
        line={`${page ? countText(page.total, filtered, 'inquiry', 'inquiries') : 'The queue'} · unread buyer messages first, then newest`}
      />
      <QueueFiltersPanel problems={problems}>
        <QueueFilters raw={raw} />
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="inquiry-queue" empty={filtered ? 'No inquiry matches these filters.' : 'No inquiries yet.'} href={(n) => queueHref(raw, n)}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={COLUMNS}
            rowKey={(row) => row.inquiryId}
            rowProps={(row) => ({ 'data-testid': 'queue-row', 'data-inquiry-no': row.inquiryNo, className: row.unread > 0 ? 'bg-accent-soft/50' : '' })}
            hover
            cards={{ testId: 'queue-card', render: (row) => <InquiryCard row={row} /> }}
          />
        )}
      </QueueResults>
    </div>
  );
}
