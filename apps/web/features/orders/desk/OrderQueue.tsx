import Form from 'next/form';
import Link from 'next/link';
import { ORDER_PAYMENT_FILTERS, ORDER_STATUSES, UNPLACED_ORDER_STATUSES, type StaffOrderPage, type StaffOrderSummary } from '@sw/protocol';

/** The desk never lists an order awaiting its company's approval, or rejected by it. */
const DESK_STATUSES = ORDER_STATUSES.filter((status) => !UNPLACED_ORDER_STATUSES.includes(status));
import { dateText, moneyCodeText } from '@/lib/format';
import { staffOrderHref } from '@/lib/links';
import { type ConsoleColumn, ConsoleTable, GoodsCell } from '@/ui/ConsoleTable';
import { ConsoleBuyer, ConsolePageHead, countText, isFiltered, QueueButtons, QueueBuyerField, QueueDates, QueueFiltersPanel, QueueResults, QueueSelect } from '@/ui/console';
import { ORDER_STATUS_TEXT } from '../format';
import { OrderStatusBadge } from '../StatusBadge';
import { LateBadge } from '../production/LateBadge';
import { ConversationFlags } from '../messages/ConversationFlags';
import { ORDER_PAYMENT_FILTER_TEXT, ORDER_QUEUE_PATH, orderQueueHref } from './queueQuery';
import { SampleOrderBadge } from '@/features/orders/SampleOrderBadge';

/** Status tabs with their counts: links that keep the other filters. */
function StatusTabs({ page, raw }: { page: StaffOrderPage | null; raw: Record<string, string> }) {
  const counts = page?.statusCounts ?? {};
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const { status: _status, page: _page, ...rest } = raw;
  const tabs = [{ value: '', label: 'All', count: all }, ...DESK_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_TEXT[status].label, count: counts[status] ?? 0 }))];
  return (
    <nav aria-label="Orders by status" className="-mx-1 flex gap-1 overflow-x-auto px-1 text-[13px]" data-testid="order-status-tabs">
      {tabs.map((tab) => {
        const active = (raw.status ?? '') === tab.value;
        return (
          <Link
            key={tab.label}
            href={orderQueueHref(tab.value ? { ...rest, status: tab.value } : rest)}
            aria-current={active ? 'page' : undefined}
            data-testid={`order-tab-${tab.value || 'all'}`}
            className={`flex-none whitespace-nowrap rounded-[3px] border px-3 py-1.5 ${active ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink-muted hover:text-ink'}`}
          >
            {tab.label} <span className={`ml-1 tabular-nums ${active ? 'text-surface/70' : 'text-ink-faint'}`}>{tab.count}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function Filters({ raw }: { raw: Record<string, string> }) {
  return (
    <Form action={ORDER_QUEUE_PATH} className="grid grid-cols-2 gap-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_1fr_1fr_1fr_1fr_auto]" data-testid="order-filters">
      <QueueBuyerField raw={raw} placeholder="Email, company, nick, SO or PO number" />
      <QueueSelect raw={raw} name="status" label="Status" any="All statuses" options={DESK_STATUSES.map((status) => [status, ORDER_STATUS_TEXT[status].label])} />
      <QueueSelect raw={raw} name="payment" label="Payment" any="Any payment" options={ORDER_PAYMENT_FILTERS.map((filter) => [filter, ORDER_PAYMENT_FILTER_TEXT[filter]])} />
      <QueueSelect raw={raw} name="kind" label="Kind" any="All orders" options={[['sample', 'Samples'], ['bulk', 'Bulk orders']]} />
      <QueueSelect raw={raw} name="mine" label="Accounts" any="All accounts" options={[['1', 'My accounts']]} />
      <QueueSelect raw={raw} name="report" label="Problems" any="Any" options={[['open', 'Reported']]} />
      <QueueDates raw={raw} label="Placed" />
      <QueueSelect raw={raw} name="late" label="Ship date" any="Any" options={[['1', 'Late only']]} />
      <QueueButtons clearHref={ORDER_QUEUE_PATH} />
    </Form>
  );
}

const COLUMNS: ConsoleColumn<StaffOrderSummary>[] = [
  {
    key: 'order',
    head: 'Order',
    width: 'w-[150px]',
    cell: (row) => (
      <>
        <span className="flex flex-wrap items-center gap-1.5">
          <Link href={staffOrderHref(row.orderId)} className="font-medium text-ink underline-offset-2 group-hover:underline">
            {row.orderNo}
          </Link>
          <ConversationFlags conversation={row.conversation} />
        </span>
        {row.kind === 'sample' ? <SampleOrderBadge kind={row.kind} dense /> : null}
        {row.inquiryNo ? <p className="text-[11.5px] text-ink-muted">{row.inquiryNo}</p> : null}
      </>
    ),
  },
  { key: 'buyer', head: 'Buyer', width: 'w-[220px]', cell: (row) => <ConsoleBuyer buyer={row.buyer} /> },
  { key: 'goods', head: 'Goods', cell: (row) => <GoodsCell title={row.title} lineCount={row.lineCount} totalQty={row.totalQty} /> },
  { key: 'po', head: 'PO', width: 'w-[120px]', className: 'truncate text-ink-muted', cell: (row) => row.poNumber ?? '—' },
  {
    key: 'status',
    head: 'Status',
    width: 'w-[130px]',
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-1">
        <OrderStatusBadge status={row.status} dense />
        {row.late ? <LateBadge promisedShipDate={row.promisedShipDate} /> : null}
      </span>
    ),
  },
  { key: 'total', head: 'Total', width: 'w-[130px]', right: true, className: 'tabular-nums', cell: (row) => moneyCodeText(row.total, row.currency) },
  { key: 'placed', head: 'Placed', width: 'w-[105px]', right: true, className: 'text-ink-muted', cell: (row) => dateText(row.createdAt) },
];

/** An order on a narrow screen. */
function OrderCard({ row }: { row: StaffOrderSummary }) {
  return (
    <Link href={staffOrderHref(row.orderId)} className="block py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex flex-wrap items-center gap-1.5 font-medium text-ink">
          {row.orderNo}
          <ConversationFlags conversation={row.conversation} />
        </span>
        <span className="flex items-center gap-1">
          <SampleOrderBadge kind={row.kind} dense />
          {row.late ? <LateBadge promisedShipDate={row.promisedShipDate} /> : null}
          <OrderStatusBadge status={row.status} dense />
        </span>
      </div>
      <p className="mt-1 truncate text-[14px] text-ink">{row.title}</p>
      <p className="mt-0.5 truncate text-[12px] text-ink-muted">
        {row.buyer.company || row.buyer.nick} · {row.poNumber ? `PO ${row.poNumber} · ` : ''}
        {dateText(row.createdAt)}
      </p>
      <p className="mt-0.5 text-[12px] tabular-nums text-ink">{moneyCodeText(row.total, row.currency)}</p>
    </Link>
  );
}

/** The order desk's queue: status tabs, filters, then every buyer's orders, newest first. */
export function OrderQueue({ page, raw, problems, failure }: { page: StaffOrderPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Orders" line={`${page ? countText(page.total, filtered, 'order', 'orders') : 'The queue'} · newest first`} />
      <StatusTabs page={page} raw={raw} />
      <QueueFiltersPanel problems={problems}>
        <Filters raw={raw} />
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="order-queue" empty={filtered ? 'No order matches these filters.' : 'No orders yet.'} href={(n) => orderQueueHref(raw, n)}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={COLUMNS}
            rowKey={(row) => row.orderId}
            rowProps={(row) => ({ 'data-testid': 'order-queue-row', 'data-order-no': row.orderNo })}
            hover
            cards={{ testId: 'order-queue-card', render: (row) => <OrderCard row={row} /> }}
          />
        )}
      </QueueResults>
    </div>
  );
}
