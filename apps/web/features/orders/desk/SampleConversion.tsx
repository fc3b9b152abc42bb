import Link from 'next/link';
import type { ConversionRow, SampleConversion } from '@sw/protocol';
import { dateText, moneyCodeText } from '@/lib/format';
import { staffOrderHref } from '@/lib/links';
import { OrderStatusBadge } from '../StatusBadge';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, ConsolePanel, FilterField, FilterForm, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';

const BASE = '/admin/sample-conversion';
export const CONVERSION_PAGE_SIZE = 25;

/** The page's URL with its period, on page `n`. */
function pageHref(raw: Record<string, string>, n: number): string {
  const query = new URLSearchParams();
  if (raw.from) query.set('from', raw.from);
  if (raw.to) query.set('to', raw.to);
  if (n > 1) query.set('page', String(n));
  const text = query.toString();
  return text ? `${BASE}?${text}` : BASE;
}

/** One figure of the head row: a label over a big number. */
function Figure({ label, value, note, testId }: { label: string; value: React.ReactNode; note?: React.ReactNode; testId: string }) {
  return (
    <div className="min-w-0 border-line py-1 sm:border-l sm:pl-5 sm:first:border-l-0 sm:first:pl-0">
      <dt className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">{label}</dt>
      <dd className="mt-1 font-display text-[28px] leading-none tabular-nums text-ink" data-testid={testId}>{value}</dd>
      {note ? <dd className="mt-1 text-[12px] text-ink-muted">{note}</dd> : null}
    </div>
  );
}

function Summary({ page }: { page: SampleConversion }) {
  return (
    <ConsolePanel testId="conversion-summary">
      <dl className="grid grid-cols-2 gap-x-5 gap-y-4 sm:grid-cols-4">
        <Figure label="Sample orders" value={page.sampleOrders} testId="conversion-samples" />
        <Figure label="Became bulk orders" value={page.converted} note={`within ${page.windowDays} days`} testId="conversion-converted" />
        <Figure label="Conversion" value={`${page.ratePercent.toFixed(1)} %`} testId="conversion-rate" />
        <Figure
          label="Bulk orders’ value"
          value={page.amounts.length ? page.amounts.map((amount) => moneyCodeText(amount.bulkValue, amount.currency)).join(' · ') : '—'}
          testId="conversion-value"
        />
      </dl>
      {page.amounts.length ? (
        <p className="mt-4 border-t border-line pt-3 text-[13px] text-ink-muted" data-testid="conversion-amounts">
          {page.amounts.map((amount) => (
            <span key={amount.currency} className="mr-5 inline-block">
              Sample fees <span className="tabular-nums text-ink">{moneyCodeText(amount.sampleFees, amount.currency)}</span>, credited back on bulk orders{' '}
              <span className="tabular-nums text-ink">{moneyCodeText(amount.credits, amount.currency)}</span>
            </span>
          ))}
        </p>
      ) : null}
    </ConsolePanel>
  );
}

function BulkCell({ row }: { row: ConversionRow }) {
  if (!row.bulk) return <span className="text-ink-muted">None yet</span>;
  return (
    <span className="block">
      <Link href={staffOrderHref(row.bulk.orderId)} className="font-medium text-ink underline-offset-2 hover:underline" data-testid="conversion-bulk">
        {row.bulk.orderNo}
      </Link>
      <span className="block text-[12px] text-ink-muted">
        {dateText(row.bulk.createdAt)} · <span className="tabular-nums">{moneyCodeText(row.bulk.value, row.bulk.currency)}</span>
      </span>
    </span>
  );
}

const COLUMNS: ConsoleColumn<ConversionRow>[] = [
  {
    key: 'sample',
    head: 'Sample order',
    width: 'w-[180px]',
    cell: (row) => (
      <span className="block">
        <Link href={staffOrderHref(row.orderId)} className="font-medium text-ink underline-offset-2 hover:underline">{row.orderNo}</Link>
        <span className="block text-[12px] text-ink-muted">{dateText(row.createdAt)}</span>
      </span>
    ),
  },
  { key: 'company', head: 'Company', className: 'truncate', cell: (row) => <span title={row.title}>{row.company || '—'}<span className="block truncate text-[12px] text-ink-muted">{row.title}</span></span> },
  {
    key: 'fees',
    head: 'Fees',
    width: 'w-[130px]',
    right: true,
    cell: (row) => (
      <span className="block tabular-nums">
        {moneyCodeText(row.total, row.currency)}
        <span className="block text-[12px] text-ink-muted">{row.paid ? 'paid' : 'not paid'}</span>
      </span>
    ),
  },
  { key: 'status', head: 'Status', width: 'w-[130px]', cell: (row) => <OrderStatusBadge status={row.status} dense /> },
  { key: 'bulk', head: 'Bulk order', width: 'w-[200px]', cell: (row) => <BulkCell row={row} /> },
  { key: 'credited', head: 'Credited', width: 'w-[110px]', right: true, cell: (row) => <span className="tabular-nums">{row.credited ? moneyCodeText(row.credited, row.currency) : '—'}</span> },
];

function ConversionCard({ row }: { row: ConversionRow }) {
  return (
    <div className="py-3">
      <div className="flex items-start justify-between gap-3">
        <Link href={staffOrderHref(row.orderId)} className="min-w-0 font-medium text-ink underline-offset-2 hover:underline">{row.orderNo}</Link>
        <OrderStatusBadge status={row.status} dense />
      </div>
      <p className="mt-0.5 truncate text-[13px] text-ink">{row.company || '—'}</p>
      <p className="text-[12px] text-ink-muted">
        {dateText(row.createdAt)} · <span className="tabular-nums">{moneyCodeText(row.total, row.currency)}</span> {row.paid ? 'paid' : 'not paid'}
        {row.credited ? <> · credited <span className="tabular-nums">{moneyCodeText(row.credited, row.currency)}</span></> : null}
      </p>
      <p className="mt-1.5 text-[13px]">
        <span className="text-ink-muted">Bulk order: </span>
        {row.bulk ? (
          <Link href={staffOrderHref(row.bulk.orderId)} className="text-ink underline underline-offset-2">
            {row.bulk.orderNo} · {moneyCodeText(row.bulk.value, row.bulk.currency)}
          </Link>
        ) : (
          <span className="text-ink-muted">none yet</span>
        )}
      </p>
    </div>
  );
}

/**
 * The console's sample → bulk conversion: the period's sample orders, how many were followed by the company's first bulk
 * order of the same goods within the credit window, the rate and the amounts, and the list with each one's bulk order.
 */
export function SampleConversionPage({ page, raw, problems, failure }: { page: SampleConversion | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  return (
    <div className="space-y-5" data-testid="sample-conversion">
      <ConsolePageHead
        title="Sample conversion"
        line={page ? `Sample orders placed ${dateText(page.from)} – ${dateText(page.to)}; a bulk order of the same goods by the same company within ${page.windowDays} days counts` : 'Sample orders and the bulk orders that followed'}
      />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} testId="conversion-filters">
          <FilterField label="Placed from">
            <input name="from" type="date" defaultValue={raw.from ?? page?.from ?? ''} className={queueControl} />
          </FilterField>
          <FilterField label="Placed to">
            <input name="to" type="date" defaultValue={raw.to ?? page?.to ?? ''} className={queueControl} />
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      {page ? <Summary page={page} /> : null}
      <QueueResults page={page} failure={failure} testId="conversion-list" empty="No sample orders were placed in this period." href={(n) => pageHref(raw, n)}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={COLUMNS}
            rowKey={(row) => row.orderId}
            rowProps={(row) => ({ 'data-testid': 'conversion-row', 'data-order-no': row.orderNo, 'data-converted': row.bulk ? 1 : 0 })}
            cards={{ testId: 'conversion-card', render: (row) => <ConversionCard row={row} /> }}
          />
        )}
      </QueueResults>
    </div>
  );
}
