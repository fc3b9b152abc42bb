import Link from 'next/link';
import type { DueToReorder as DueRow, Page } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { staffCompanyHref, staffOrderHref } from '@/lib/links';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, countText, QueueResults } from '@/ui/console';
import { everyText } from '../reorder/dueText';

export const DUE_TO_REORDER_PATH = '/admin/reorders';
const pageHref = (page: number) => (page > 1 ? `${DUE_TO_REORDER_PATH}?page=${page}` : DUE_TO_REORDER_PATH);
const daysText = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Who to call: the company, its contact and phone, its admin's name and email (each a link that dials or mails). */
function Contact({ row }: { row: DueRow }) {
  return (
    <>
      <Link href={staffCompanyHref(row.companyId)} className="font-medium text-ink underline-offset-2 hover:underline" data-testid="due-company">{row.companyName || 'Company without a name'}</Link>
      {row.contactName || row.phone ? (
        <p className="text-[12px] text-ink-muted">
          {row.contactName}
          {row.contactName && row.phone ? ' · ' : ''}
          {row.phone ? <a href={`tel:${row.phone.replace(/[^+\d]/g, '')}`} className="whitespace-nowrap text-ink underline-offset-2 hover:underline" data-testid="due-phone">{row.phone}</a> : null}
        </p>
      ) : null}
      {row.adminEmail ? (
        <p className="truncate text-[12px] text-ink-muted">
          {row.adminName && row.adminName !== row.contactName ? `${row.adminName} · ` : ''}
          <a href={`mailto:${row.adminEmail}`} className="text-ink underline-offset-2 hover:underline">{row.adminEmail}</a>
        </p>
      ) : null}
    </>
  );
}

function Goods({ row }: { row: DueRow }) {
  return (
    <>
      <p className="truncate text-ink" title={row.title}>{row.title}</p>
      <p className="text-[12px] text-ink-muted">{row.goodsCode} · {everyText(row.intervalDays).toLowerCase()} · {row.orderCount} orders</p>
    </>
  );
}

function LastOrder({ row }: { row: DueRow }) {
  return (
    <>
      <Link href={staffOrderHref(row.lastOrderId)} className="tabular-nums text-ink underline-offset-2 hover:underline" data-testid="due-last-order">{row.lastOrderNo}</Link>
      <p className="text-[12px] text-ink-muted">{dateText(row.lastOrderedAt)} · was due {dateText(row.dueAt)}</p>
    </>
  );
}

/** Days past the due date (a card, without the column's heading, says 'overdue'). */
const Overdue = ({ row, said = false }: { row: DueRow; said?: boolean }) => (
  <span className="whitespace-nowrap font-medium tabular-nums text-[#991b1b]" data-testid="due-overdue">{daysText(row.daysOverdue)}{said ? ' overdue' : ''}</span>
);

const COLUMNS: ConsoleColumn<DueRow>[] = [
  { key: 'overdue', head: 'Overdue', width: 'w-[96px]', cell: (row) => <Overdue row={row} />, sort: 'descending' },
  { key: 'company', head: 'Call', cell: (row) => <Contact row={row} /> },
  { key: 'goods', head: 'Goods and habit', cell: (row) => <Goods row={row} /> },
  { key: 'last', head: 'Last order', width: 'w-[200px]', cell: (row) => <LastOrder row={row} /> },
];

/**
 * /admin/reorders: the sales team's call list. Companies whose usual interval for a goods has passed by more than
 * 20 % (docs/protocol.md, Ordering again), most overdue first, with whom to call and the last order to talk about.
 */
export function DueToReorder({ page, failure }: { page: Page<DueRow> | null; failure: string | null }) {
  return (
    <div className="space-y-5" data-testid="due-to-reorder">
      <ConsolePageHead
        title="Due to reorder"
        line={page ? `${countText(page.total, false, 'goods habit', 'goods habits')} past their usual interval by more than 20 %, most overdue first (orders of the last 18 months).` : undefined}
      />
      <QueueResults page={page} failure={failure} testId="due-list" empty="No company is overdue for a reorder just now." href={pageHref}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={COLUMNS}
            rowKey={(row) => `${row.companyId}:${row.goodsId}`}
            rowProps={(row) => ({ 'data-testid': 'due-row', 'data-company-id': row.companyId })}
            cards={{
              testId: 'due-card',
              render: (row) => (
                <div className="space-y-1.5 py-3 text-[13px]">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0"><Contact row={row} /></div>
                    <Overdue row={row} said />
                  </div>
                  <Goods row={row} />
                  <LastOrder row={row} />
                </div>
              ),
            }}
          />
        )}
      </QueueResults>
    </div>
  );
}
