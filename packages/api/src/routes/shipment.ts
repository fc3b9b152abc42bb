import { shipment } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { confirmReceipt } from '../workflows/confirmReceipt';
import { recordShipment } from '../workflows/shipPart';

/** Shipments: the desk records them (staff only); the buyer confirms receipt of their own shipped order. */
export const shipmentEndpoints: Endpoint[] = [
  endpoint(shipment.recordShipment, ({ deps, member, input }) => recordShipment(deps, member, input)),
  endpoint(shipment.confirmReceipt, ({ deps, member, input }) => confirmReceipt(deps, member, input)),
];
