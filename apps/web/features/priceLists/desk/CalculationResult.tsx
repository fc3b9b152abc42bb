import type { PriceCalculation, PriceCalculationRow, PriceTierText } from '@sw/protocol';
import { dateText, moneyCodeText } from '@/lib/format';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { daysText } from './ListStatePill';

const tiersText = (tiers: readonly PriceTierText[], currency: string) =>
  tiers.length ? tiers.map((t) => `${t.minQty}+ ${moneyCodeText(t.price, currency)}`).join(' · ') : '—';

const ROWS: ConsoleColumn<PriceCalculationRow>[] = [
  { key: 'code', head: 'Goods', width: 'w-[220px]', cell: (row) => <><span className="font-medium text-ink">{row.code}</span><br /><span className="text-[12px] text-ink-muted">{row.title}</span></> },
  { key: 'price', head: 'Their price', cell: (row) => <span data-testid="calc-price">{tiersText(row.tiers, row.currency)}</span>, className: 'tabular-nums' },
  { key: 'catalogue', head: 'Catalogue', cell: (row) => <s className="text-ink-muted">{tiersText(row.catalogueTiers, row.catalogueCurrency)}</s>, className: 'tabular-nums' },
  {
    key: 'why', head: 'How', cell: (row) => (
      <>
        <span data-testid="calc-source">{row.text}</span>
        {row.passedOver.map((p) => <span key={p.listId} className="block text-[12px] text-ink-muted">Passed over list {p.listId}: {p.reason}.</span>)}
      </>
    ),
  },
];

function RowCard({ row }: { row: PriceCalculationRow }) {
  return (
    <div className="space-y-1 py-3 text-[13px]">
      <p><span className="font-medium text-ink">{row.code}</span> <span className="text-ink-muted">{row.title}</span></p>
      <p className="tabular-nums text-ink">{tiersText(row.tiers, row.currency)}</p>
      <p className="tabular-nums text-ink-muted">Catalogue <s>{tiersText(row.catalogueTiers, row.catalogueCurrency)}</s></p>
      <p className="text-ink-muted">{row.text}</p>
    </div>
  );
}

/** The price calculation details: the company's lists on the day, then each goods' price, the catalogue's, and how it was found. */
export function CalculationResult({ result }: { result: PriceCalculation }) {
  return (
    <div className="space-y-4" data-testid="calculation-result">
      <div>
        <h3 className="mb-1 text-[12px] font-semibold uppercase tracking-[0.1em] text-ink-muted">{result.company.name} on {dateText(result.day)}: assigned lists, highest priority first</h3>
        {result.lists.length === 0 ? <p className="text-[13px] text-ink-muted">No list is assigned: the company pays the catalogue’s prices.</p> : (
          <ul className="text-[13px]" data-testid="calc-lists">
            {result.lists.map((list) => (
              <li key={list.id} className={list.appliesOnDay ? 'text-ink' : 'text-ink-muted'}>
                {list.name} ({list.currency}, priority {list.priority}, version {list.version}) · {daysText(list.validFrom, list.validUntil, dateText)} · {list.appliesOnDay ? 'applies' : 'does not apply on this day'}
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.rows.length ? <ConsoleTable rows={result.rows} rowKey={(row) => row.code} rowProps={() => ({ 'data-testid': 'calc-row' })} columns={ROWS} cards={{ testId: 'calc-card', render: (row) => <RowCard row={row} /> }} /> : null}
      {result.unknownCodes.length ? <p className="text-[13px] text-ink-muted">No goods or specification has the code {result.unknownCodes.join(', ')}.</p> : null}
    </div>
  );
}
