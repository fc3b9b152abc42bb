import { API } from '../paths';
import { answer, contract } from '../contract';
import { confirmReceiptSchema, recordShipmentSchema } from '../schemas/shipment';
import type { OrderDetail, StaffOrderView } from '../types/order';

/**
 * Shipments: the sales team records each shipment of an order (the order is shipped once every piece has gone); the
 * buyer confirms receipt, which completes it. A buyer reaches only their own orders (another member's is 20004).
 */

/** Staff only: one shipment (lines, carrier, tracking, ship date, cartons) through the shipping gate; the buyer is emailed. */
export const recordShipment = contract({ path: API.staff.recordShipment, access: 'staff', staffRoles: ['production'], input: recordShipmentSchema, answer: answer<StaffOrderView>() });

/** The buyer: the goods of a shipped order arrived; the order completes and the sales desk is told. */
export const confirmReceipt = contract({ path: API.erp.confirmReceipt, access: 'member', input: confirmReceiptSchema, answer: answer<OrderDetail>() });
