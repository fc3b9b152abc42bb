import type { Member } from '../../lib/member';
import { moveOrderStatus, type OrderRow, recordShipmentOnOrder } from '../../services/order';
import type { ShipmentWritten } from '../../services/shipment';
import { actorOf, type UseCase } from '../../services/useCase';

/**
 * The order's side of a shipment just written (services/shipment/record.ts), through the order's face: the shipment
 * that sends the last pieces moves the order to shipped (with its history) and gives it its carrier, tracking number
 * and shipped_at; any shipment touches its updated time.
 */
export async function orderShipped(uc: UseCase, member: Member, order: OrderRow, shipment: ShipmentWritten): Promise<void> {
  if (shipment.complete) {
    await moveOrderStatus(uc, order.id, 'shipped', actorOf(member), `Shipped in full with shipment ${shipment.shipmentNo}: ${shipment.carrier}, tracking number ${shipment.trackingNo}.`);
  }
  await recordShipmentOnOrder(uc, order.id, shipment.complete ? { carrier: shipment.carrier, trackingNo: shipment.trackingNo } : null);
}
