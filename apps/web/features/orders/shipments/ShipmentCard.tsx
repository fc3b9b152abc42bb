import type { ReactNode } from 'react';
import type { ShipmentView } from '@sw/protocol';
import { dateText, pcs } from '@/lib/format';
import { ExternalIcon, PackageIcon } from '@/ui/icons';
import { FreightFacts } from './FreightFacts';

const kg = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;

/** One carton row in words: '2 × 40.5 × 30 × 25 cm, 12.345 kg gross, 11.2 kg net each'. */
export function cartonText(carton: ShipmentView['cartons'][number]): string {
  return `${carton.count} × ${carton.lengthCm} × ${carton.widthCm} × ${carton.heightCm} cm, ${kg(carton.grossKg)} gross, ${kg(carton.netKg)} net each`;
}

/** One shipment, for the buyer's order page and the desk alike: number, date, carrier and tracking, sea or air freight's details, lines, cartons. */
export function ShipmentCard({ shipment, documents }: { shipment: ShipmentView; documents?: ReactNode }) {
  return (
    <article className="rounded-[4px] border border-line bg-surface-muted/40 p-4 sm:p-5" data-testid="order-shipment" data-shipment-no={shipment.shipmentNo}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <PackageIcon size={20} className="mt-0.5 flex-none text-accent-strong" />
          <div className="min-w-0">
            <h3 className="text-[15px] font-medium tabular-nums text-ink" data-testid="shipment-no">{shipment.shipmentNo}</h3>
            <p className="text-[13px] text-ink-muted">
              Shipped {dateText(shipment.shipDate)} · <span data-testid="shipment-carrier">{shipment.carrier}</span>
            </p>
            <p className="mt-0.5 break-all text-[13px] text-ink">
              Tracking number{' '}
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium tabular-nums underline decoration-accent/60 underline-offset-4 hover:text-accent-strong" data-testid="shipment-track">
                  <span data-testid="shipment-tracking">{shipment.trackingNo}</span>
                  <ExternalIcon size={13} />
                  <span className="sr-only">(track with {shipment.carrier}, opens in a new tab)</span>
                </a>
              ) : (
                <span className="font-medium tabular-nums" data-testid="shipment-tracking">{shipment.trackingNo}</span>
              )}
            </p>
          </div>
        </div>
        {documents ? <div className="flex flex-wrap gap-2">{documents}</div> : null}
      </div>
      {shipment.freight ? <FreightFacts freight={shipment.freight} /> : null}
      <div className="mt-4 grid gap-4 border-t border-line pt-3 sm:grid-cols-2">
        <div>
          <h4 className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Goods</h4>
          <ul className="mt-1.5 space-y-1 text-[13px] text-ink" data-testid="shipment-lines">
            {shipment.lines.map((line) => (
              <li key={line.lineId} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{line.title}</span>
                <span className="flex-none tabular-nums text-ink-muted">{pcs(line.qty)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Cartons</h4>
          {shipment.cartons.length ? (
            <>
              <p className="mt-1.5 text-[13px] font-medium text-ink" data-testid="shipment-cartons">
                {shipment.cartonCount} carton{shipment.cartonCount === 1 ? '' : 's'} · {kg(shipment.grossKg)} gross · {kg(shipment.netKg)} net
              </p>
              <ul className="mt-1 space-y-0.5 text-[12.5px] tabular-nums text-ink-muted">
                {shipment.cartons.map((carton, i) => <li key={i}>{cartonText(carton)}</li>)}
              </ul>
            </>
          ) : (
            <p className="mt-1.5 text-[13px] text-ink-muted">Not recorded.</p>
          )}
        </div>
      </div>
      {shipment.note ? <p className="mt-3 whitespace-pre-line border-t border-line pt-3 text-[13px] text-ink">{shipment.note}</p> : null}
    </article>
  );
}
