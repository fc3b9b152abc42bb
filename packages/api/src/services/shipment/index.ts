/**
 * The face of the shipment domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { autocompleteShippedOrders } from './receipt';
export { lockShippable, type RecordShipmentInput, type ShipmentWritten, writeShipment } from './record';
export { hasShipments, loadShipments, orderShipping, shippedByItem } from './view';
export { shipmentDocuments } from './documents';
