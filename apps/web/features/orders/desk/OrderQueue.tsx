import Form from 'next/form';
import Link from 'next/link';
import { ORDER_STATUSES, type StaffOrderPage } from '@sw/protocol';
import { dateText, moneyCodeText } from '@/lib/format';
import { staffOrderHref } from '@/lib/links';
import { ConsoleBuyer, ConsolePageHead, countText, isFiltered, QueueButtons, QueueBuyerField, QueueDates, QueueFiltersPanel, QueueResults, QueueSelect } from '@/ui/console';
import { ORDER_STATUS_TEXT } from '../format';
import { OrderStatusBadge } from '../StatusBadge';
import { ORDER_QUEUE_PATH, orderQueueHref } from './queueQuery';

/** Status tabs with their counts: links that keep the other filters. */
function StatusTabs({ page, raw }: { page: StaffOrderPage | null; raw: Record<string, string> }) {
  const counts = page?.statusCounts ?? {};
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const { status: _status, page: _page, ...rest } = raw;
  const tabs = [{ value: '', label: 'All', count: all }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_TEXT[status].label, count: counts[status] ?? 0 }))];
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
    <Form action={ORDER_QUEUE_PATH} className="grid grid-cols-2 gap-3 lg:grid-cols-[1.8fr_1fr_1fr_1fr_auto]" data-testid="order-filters">
      <QueueBuyerField raw={raw} placeholder="Email, company, nick, SO or PO number" />
      <QueueSelect raw={raw} name="status" label="Status" any="All statuses" options={ORDER_STATUSES.map((status) => [status, ORDER_STATUS_TEXT[status].label])} />
      <QueueDates raw={raw} label="Placed" />
      <QueueButtons clearHref={ORDER_QUEUE_PATH} />
    </Form>
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
          <>
            <table className="hidden w-full table-fixed text-left text-[13px] lg:table">
              <thead className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">
                <tr className="border-b border-line">
                  <th className="w-[150px] py-2 pr-3 font-medium">Order</th>
                  <th className="w-[220px] py-2 pr-3 font-medium">Buyer</th>
                  <th className="py-2 pr-3 font-medium">Goods</th>
                  <th className="w-[120px] py-2 pr-3 font-medium">PO</th>
                  <th className="w-[130px] py-2 pr-3 font-medium">Status</th>
                  <th className="w-[130px] py-2 pr-3 text-right font-medium">Total</th>
                  <th className="w-[105px] py-2 text-right font-medium">Placed</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr key={row.orderId} data-testid="order-queue-row" data-order-no={row.orderNo} className="group border-b border-line last:border-0 hover:bg-surface-muted">
                    <td className="py-2.5 pr-3 align-top">
                      <Link href={staffOrderHref(row.orderId)} className="font-medium text-ink underline-offset-2 group-hover:underline">
                        {row.orderNo}
                      </Link>
                      {row.inquiryNo ? <p className="text-[11.5px] text-ink-muted">{row.inquiryNo}</p> : null}
                    </td>
                    <td className="py-2.5 pr-3 align-top">
                      <ConsoleBuyer buyer={row.buyer} />
                    </td>
                    <td className="py-2.5 pr-3 align-top">
                      <p className="truncate text-ink" title={row.title}>{row.title}</p>
                      <p className="text-[12px] text-ink-muted">
                        {row.lineCount} line{row.lineCount === 1 ? '' : 's'} · {row.totalQty.toLocaleString('en-US')} pcs
                      </p>
                    </td>
                    <td className="truncate py-2.5 pr-3 align-top text-ink-muted">{row.poNumber ?? '—'}</td>
                    <td className="py-2.5 pr-3 align-top">
                      <OrderStatusBadge status={row.status} />
                    </td>
                    <td className="py-2.5 pr-3 text-right align-top tabular-nums">{moneyCodeText(row.total, row.currency)}</td>
                    <td className="py-2.5 text-right align-top text-ink-muted">{dateText(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="divide-y divide-line lg:hidden">
              {list.map((row) => (
                <li key={row.orderId} data-testid="order-queue-card">
                  <Link href={staffOrderHref(row.orderId)} className="block py-3">
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-medium text-ink">{row.orderNo}</span>
                      <OrderStatusBadge status={row.status} />
                    </div>
                    <p className="mt-1 truncate text-[14px] text-ink">{row.title}</p>
                    <p className="mt-0.5 truncate text-[12px] text-ink-muted">
                      {row.buyer.company || row.buyer.nick} · {row.poNumber ? `PO ${row.poNumber} · ` : ''}
                      {dateText(row.createdAt)}
                    </p>
                    <p className="mt-0.5 text-[12px] tabular-nums text-ink">{moneyCodeText(row.total, row.currency)}</p>
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
