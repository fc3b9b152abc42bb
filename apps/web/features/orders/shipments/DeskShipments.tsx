'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { StaffOrderView } from '@sw/protocol';
import { dateTimeText, pcs } from '@/lib/format';
import { ConsolePanel } from '@/ui/console';
import { Dialog } from '@/ui/Dialog';
import { PackageIcon } from '@/ui/icons';
import { LineProgress } from './LineProgress';
import { ShipmentCard } from './ShipmentCard';
import { GateNote } from '../desk/GateControls';
import { ShipmentForm } from './ShipmentForm';
import type { DeskOrderParts } from '../parts';

const SHOWN_FROM = ['in_production', 'shipped', 'completed'];

/**
 * The desk's shipments: what has shipped and what is left per line, each shipment with its documents, and the one way
 * to ship: 'Record a shipment' (while the order is in production, partly shipped or not).
 */
export function DeskShipments({ view, PackPath }: { view: StaffOrderView; PackPath: DeskOrderParts['PackPath'] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const gateId = useId();
  const { shipping } = view;
  if (!shipping.shipments.length && !SHOWN_FROM.includes(view.status)) return null;
  const canShip = view.status === 'in_production' && shipping.remainingQty > 0;
  // Shipping waits for the balance (unless the terms are net): the button is disabled with the reason beside it, as
  // 'Start production' is; 'Override…' opens the form with its written reason (docs/workflows.md, Payments).
  const gate = canShip ? view.gates.shipping : [];
  return (
    <ConsolePanel
      title={`Shipments${shipping.shipments.length ? ` (${shipping.shipments.length})` : ''}`}
      testId="staff-shipments"
      actions={canShip ? (
        <button
          type="button"
          className="btn btn-primary h-9 min-h-9 px-4 disabled:cursor-not-allowed disabled:opacity-60"
          onClick={() => setOpen(true)}
          disabled={gate.length > 0}
          aria-describedby={gate.length ? gateId : undefined}
          data-testid="record-shipment"
        >
          <PackageIcon size={15} /> Record a shipment
        </button>
      ) : null}
    >
      <div className="space-y-4">
        {gate.length ? <GateNote id={gateId} to="shipped" reasons={gate} onOverride={() => setOpen(true)} /> : null}
        <p className="text-[13px] text-ink-muted" data-testid="staff-shipping-summary">
          {pcs(shipping.shippedQty)} shipped, {pcs(shipping.remainingQty)} to ship.
          {shipping.deliveredAt ? ` Completed ${dateTimeText(shipping.deliveredAt)}.` : ''}
          {shipping.autoCompleteAt ? ` Completes by itself ${dateTimeText(shipping.autoCompleteAt)} unless the buyer confirms receipt first.` : ''}
        </p>
        {shipping.remainingQty && shipping.shipments.length ? <LineProgress lines={shipping.lines} /> : null}
        <PackPath orderId={view.orderId} enabled={shipping.shipments.length > 0}>
          {(packPath) => shipping.shipments.map((shipment) => (
            <ShipmentCard
              key={shipment.shipmentId}
              shipment={shipment}
              documents={
                <span className="flex flex-wrap gap-x-3 text-[13px]">
                  <a href={shipment.invoiceUrl} className="text-accent-strong hover:underline" data-testid="staff-shipment-invoice">Commercial invoice</a>
                  <a href={shipment.packingListUrl} className="text-accent-strong hover:underline" data-testid="staff-shipment-packing-list">Packing list</a>
                  {packPath ? <a href={packPath} className="text-accent-strong hover:underline" data-testid="staff-shipment-compliance-pack">Compliance pack</a> : null}
                </span>
              }
            />
          ))}
        </PackPath>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={`Record a shipment of ${view.orderNo}`}
        description="The buyer is emailed the carrier, the tracking number and what is in it. The order is shipped once every piece has gone."
      >
        <ShipmentForm view={view} onCancel={() => setOpen(false)} onDone={() => { setOpen(false); router.refresh(); }} />
      </Dialog>
    </ConsolePanel>
  );
}
