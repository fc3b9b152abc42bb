import type { LineShipping } from '@sw/protocol';

/** Per order line: ordered, shipped so far and still to ship (a phone puts the figures under the title). */
export function LineProgress({ lines }: { lines: LineShipping[] }) {
  return (
    <div role="table" aria-label="Shipped and still in production, per line" className="text-[13px]" data-testid="shipping-progress">
      <div role="row" className="hidden grid-cols-[minmax(0,1fr)_80px_80px_90px] gap-3 border-b border-line pb-2 text-[11px] uppercase tracking-[0.12em] text-ink-muted sm:grid">
        <span role="columnheader">Item</span>
        <span role="columnheader" className="text-right">Ordered</span>
        <span role="columnheader" className="text-right">Shipped</span>
        <span role="columnheader" className="text-right">To ship</span>
      </div>
      {lines.map((line) => (
        <div role="row" key={line.lineId} className="grid grid-cols-3 gap-x-3 gap-y-1 border-b border-line py-2.5 last:border-0 sm:grid-cols-[minmax(0,1fr)_80px_80px_90px]" data-testid="shipping-line" data-remaining={line.remaining}>
          <span role="cell" className="col-span-3 min-w-0 break-words text-ink sm:col-span-1">{line.title}</span>
          {([['Ordered', line.ordered], ['Shipped', line.shipped], ['To ship', line.remaining]] as const).map(([label, value]) => (
            <span role="cell" key={label} className={`tabular-nums sm:text-right ${label === 'To ship' && value > 0 ? 'font-medium text-ink' : 'text-ink-muted'}`} data-testid={`shipping-${label === 'To ship' ? 'remaining' : label.toLowerCase()}`}>
              <span className="text-[11px] uppercase tracking-[0.1em] text-ink-muted sm:sr-only">{label} </span>
              {value.toLocaleString('en-US')}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
