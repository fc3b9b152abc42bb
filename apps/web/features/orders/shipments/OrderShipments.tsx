'use client';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@sw/protocol';
import { dateText, pcs } from '@/lib/format';
import { CheckIcon } from '@/ui/icons';
import { Panel } from '@/ui/Panel';
import { ConfirmReceipt } from './ConfirmReceipt';
import { DocumentButton } from '@/ui/DocumentButton';
import { LineProgress } from './LineProgress';
import { ShipmentCard } from './ShipmentCard';
import { useIsViewer } from '@/lib/member';

/**
 * The buyer's shipments panel: once anything has shipped, each shipment with its tracking, cartons and documents,
 * what is still in production per line, and (once every piece has gone) the receipt to confirm.
 */
export function OrderShipments({ detail, onChanged, compliancePack }: {
  detail: OrderDetail;
  onChanged: (next: OrderDetail) => void;
  /** The order's compliance pack button (features/compliance), beside each shipment's documents. */
  compliancePack: ReactNode;
}) {
  const { shipping } = detail;
  const viewer = useIsViewer();
  if (!shipping.shipments.length) return null;
  const total = shipping.shippedQty + shipping.remainingQty;
  return (
    <Panel
      title={shipping.remainingQty ? 'Shipped so far' : 'Shipments'}
      testId="order-shipments"
      aside={<span className="text-[13px] tabular-nums text-ink-muted" data-testid="shipping-summary">{pcs(shipping.shippedQty)} of {pcs(total)} shipped</span>}
    >
      <div className="space-y-4">
        {detail.actions.includes('completed') && !viewer ? <ConfirmReceipt detail={detail} onChanged={onChanged} /> : null}
        {shipping.deliveredAt ? (
          <p className="flex items-center gap-2 text-[14px] text-ink" data-testid="order-delivered">
            <CheckIcon size={15} className="text-accent" /> Delivered and completed {dateText(shipping.deliveredAt)}
          </p>
        ) : null}
        {shipping.remainingQty ? (
          <section className="rounded-[4px] border border-line px-4 py-3 sm:px-5" data-testid="still-in-production">
            <h3 className="mb-1 text-[12px] uppercase tracking-[0.14em] text-ink-muted">Still in production: {pcs(shipping.remainingQty)}</h3>
            <LineProgress lines={shipping.lines} />
          </section>
        ) : null}
        {shipping.shipments.map((shipment) => (
          <ShipmentCard
            key={shipment.shipmentId}
            shipment={shipment}
            documents={
              <>
                <DocumentButton url={shipment.invoiceUrl} name={`Commercial invoice ${shipment.shipmentNo}.pdf`} label="Commercial invoice" testId="shipment-invoice" compact />
                <DocumentButton url={shipment.packingListUrl} name={`Packing list ${shipment.shipmentNo}.pdf`} label="Packing list" testId="shipment-packing-list" compact />
                {compliancePack}
              </>
            }
          />
        ))}
      </div>
    </Panel>
  );
}
