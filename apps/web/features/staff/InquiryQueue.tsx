import Link from 'next/link';
import type { Page, StaffInquirySummary } from '@sw/protocol';
import { ConsoleBuyer, ConsolePageHead, countText, isFiltered, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { staffInquiryHref } from '@/lib/links';
import { dateText, MODE_LABEL, moneyText } from './format';
import { QueueFilters } from './QueueFilters';
import { queueHref } from './queueQuery';
import { StatusBadge, UnreadBadge } from './StatusBadge';

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
          <>
            <table className="hidden w-full table-fixed text-left text-[13px] lg:table">
              <thead className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">
                <tr className="border-b border-line">
                  <th className="w-[150px] py-2 pr-3 font-medium">Number</th>
                  <th className="w-[210px] py-2 pr-3 font-medium">Buyer</th>
                  <th className="w-[70px] py-2 pr-3 font-medium">Country</th>
                  <th className="w-[72px] py-2 pr-3 font-medium">Type</th>
                  <th className="py-2 pr-3 font-medium">Request</th>
                  <th className="w-[150px] py-2 pr-3 font-medium">Status</th>
                  <th className="w-[130px] py-2 pr-3 text-right font-medium">Quoted total</th>
                  <th className="w-[110px] py-2 text-right font-medium">Submitted</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr
                    key={row.inquiryId}
                    data-testid="queue-row"
                    data-inquiry-no={row.inquiryNo}
                    className={`group border-b border-line last:border-0 hover:bg-surface-muted ${row.unread > 0 ? 'bg-accent-soft/50' : ''}`}
                  >
                    <td className="py-2.5 pr-3 align-top">
                      <Link href={staffInquiryHref(row.inquiryId)} className="inline-flex items-center gap-2 font-medium text-ink underline-offset-2 group-hover:underline">
                        {row.inquiryNo}
                        <UnreadBadge count={row.unread} />
                      </Link>
                    </td>
                    <td className="py-2.5 pr-3 align-top">
                      <ConsoleBuyer buyer={row.buyer} />
                    </td>
                    <td className="py-2.5 pr-3 align-top text-ink-muted">{row.buyer.country ?? '—'}</td>
                    <td className="py-2.5 pr-3 align-top text-ink-muted">{MODE_LABEL[row.mode]}</td>
                    <td className="py-2.5 pr-3 align-top">
                      <p className="truncate text-ink" title={row.title}>
                        {row.title}
                      </p>
                      <p className="text-[12px] text-ink-muted">
                        {row.lineCount} line{row.lineCount === 1 ? '' : 's'} · {row.totalQty.toLocaleString('en-US')} pcs
                      </p>
                    </td>
                    <td className="py-2.5 pr-3 align-top">
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="py-2.5 pr-3 text-right align-top tabular-nums">{moneyText(row.quotedTotal, row.currency)}</td>
                    <td className="py-2.5 text-right align-top text-ink-muted">{dateText(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="divide-y divide-line lg:hidden">
              {list.map((row) => (
                <li key={row.inquiryId} data-testid="queue-card">
                  <Link href={staffInquiryHref(row.inquiryId)} className="block py-3">
                    <div className="flex items-center justify-between gap-3">
                      <span className="inline-flex items-center gap-2 font-medium text-ink">
                        {row.inquiryNo}
                        <UnreadBadge count={row.unread} />
                      </span>
                      <StatusBadge status={row.status} />
                    </div>
                    <p className="mt-1 truncate text-[14px] text-ink">{row.title}</p>
                    <p className="mt-0.5 truncate text-[12px] text-ink-muted">
                      {row.buyer.company || row.buyer.nick} · {row.buyer.country ?? '—'} · {MODE_LABEL[row.mode]} · {dateText(row.createdAt)}
                    </p>
                    {row.quotedTotal !== null ? (
                      <p className="mt-0.5 text-[12px] tabular-nums text-ink">Quoted {moneyText(row.quotedTotal, row.currency)}</p>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueueResults>
    </div>
  );
}
