import { freightFacts, type ShipmentFreight } from '@sw/protocol';
import { dateText } from '@/lib/format';

/** A sea or air shipment's transport, for the buyer and the desk alike: the same rows the shipment's PDFs print. */
export function FreightFacts({ freight }: { freight: ShipmentFreight }) {
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-1.5 border-t border-line pt-3 text-[13px] sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]" data-testid="shipment-freight" data-mode={freight.mode}>
      {freightFacts(freight, dateText).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted sm:pt-0.5">{label}</dt>
          <dd className="mb-1.5 min-w-0 whitespace-pre-line break-words tabular-nums text-ink sm:mb-0" data-testid="freight-fact" data-label={label}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
