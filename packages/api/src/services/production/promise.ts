import type { SQL } from 'drizzle-orm';
import { AWAITING_SHIPMENT_STATUSES } from '@sw/protocol';
import { promisedBefore } from '../order';

/**
 * The promised ship day and lateness (docs/workflows.md, Production updates). An order is late once its promised day
 * has passed (UTC) while it is not yet shipped, completed or cancelled. The day comes from the app's clock (`now`).
 */

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Whether this order is late on `now`'s day. */
export function isLate(order: { promisedShipDate: string | null; status: string }, now: Date): boolean {
  return order.promisedShipDate !== null
    && (AWAITING_SHIPMENT_STATUSES as readonly string[]).includes(order.status)
    && order.promisedShipDate < today(now);
}

/** The same as a condition on orders, in the words of the partial index orders_late_idx (so the index serves it). */
export function lateCondition(now: Date): SQL {
  return promisedBefore(today(now));
}
