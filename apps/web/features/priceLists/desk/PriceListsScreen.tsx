'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { PriceListSummary } from '@sw/protocol';
import { dateText, moneyCodeText } from '@/lib/format';
import { staffPriceCalculationHref, staffPriceListHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { daysText, ListStatePill } from './ListStatePill';
import { PriceListForm } from './PriceListForm';

const minimumsText = (list: PriceListSummary) =>
  [list.firstOrderMinimum ? `first ${moneyCodeText(list.firstOrderMinimum, list.currency)}` : null, list.reorderMinimum ? `reorder ${moneyCodeText(list.reorderMinimum, list.currency)}` : null]
    .filter(Boolean).join(' · ') || '—';

const COLUMNS: ConsoleColumn<PriceListSummary>[] = [
  {
    key: 'name', head: 'Price list', cell: (list) => (
      <Link href={staffPriceListHref(list.id)} className="font-medium text-accent-strong underline-offset-4 hover:underline" data-testid="price-list-link">{list.name}</Link>
    ),
  },
  { key: 'currency', head: 'Currency', width: 'w-[90px]', cell: (list) => list.currency },
  { key: 'days', head: 'Days', width: 'w-[210px]', cell: (list) => <span className="whitespace-nowrap">{daysText(list.validFrom, list.validUntil, dateText)} <ListStatePill state={list.state} /></span> },
  { key: 'priority', head: 'Priority', width: 'w-[80px]', right: true, cell: (list) => list.priority, className: 'tabular-nums' },
  { key: 'minimums', head: 'Minimums', width: 'w-[220px]', cell: minimumsText, className: 'text-ink-muted' },
  { key: 'companies', head: 'Companies', width: 'w-[100px]', right: true, cell: (list) => list.companies, className: 'tabular-nums' },
  { key: 'lines', head: 'Lines', width: 'w-[80px]', right: true, cell: (list) => list.lines, className: 'tabular-nums' },
  { key: 'version', head: 'Version', width: 'w-[80px]', right: true, cell: (list) => list.version, className: 'tabular-nums text-ink-muted' },
];

function ListCard({ list }: { list: PriceListSummary }) {
  return (
    <div className="space-y-1 py-3 text-[13px]">
      <div className="flex items-center justify-between gap-3">
        <Link href={staffPriceListHref(list.id)} className="font-medium text-accent-strong underline-offset-4 hover:underline">{list.name}</Link>
        <ListStatePill state={list.state} />
      </div>
      <p className="text-ink-muted">{list.currency} · priority {list.priority} · {daysText(list.validFrom, list.validUntil, dateText)}</p>
      <p className="text-ink-muted">{list.companies} companies · {list.lines} lines · version {list.version}</p>
    </div>
  );
}

/** The console's price lists: every list, highest priority first, and a form for a new one (a sales manager's). */
export function PriceListsScreen({ lists, mayChange }: { lists: PriceListSummary[]; mayChange: boolean }) {
  const router = useRouter();
  return (
    <div className="space-y-5">
      <ConsolePageHead
        title="Price lists"
        line={`${lists.length} ${lists.length === 1 ? 'list' : 'lists'}: a company pays, for each goods, the highest-priority list that prices it on the day, else the catalogue.`}
        actions={<Link href={staffPriceCalculationHref()} className="btn btn-outline h-9 min-h-9 px-4" data-testid="price-calculation-link">Price calculation details</Link>}
      />
      <ConsolePanel title="All price lists" testId="price-lists">
        <ConsoleTable rows={lists} rowKey={(list) => list.id} rowProps={() => ({ 'data-testid': 'price-list-row' })} columns={COLUMNS} cards={{ testId: 'price-list-card', render: (list) => <ListCard list={list} /> }} />
        {lists.length === 0 ? <p className="py-6 text-center text-[13px] text-ink-muted">No price lists yet: every company pays the catalogue’s prices.</p> : null}
      </ConsolePanel>
      {mayChange ? (
        <ConsolePanel title="New price list" testId="new-price-list">
          <PriceListForm onSaved={(list) => { notify(`${list.name} created.`); router.push(staffPriceListHref(list.id)); }} />
        </ConsolePanel>
      ) : null}
    </div>
  );
}
