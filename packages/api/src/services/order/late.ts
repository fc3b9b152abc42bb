import { and, lt, type SQL } from 'drizzle-orm';
import { AWAITING_SHIPMENT_STATUSES } from '@sw/protocol';
import { orders } from '../../db/schema';
import { oneOf } from '../../db/schema/columns';

/**
 * The late orders as a condition on the order's own table, in the words of the partial index orders_late_idx (so the
 * index serves it): still waiting to ship and promised before `today` (YYYY-MM-DD, UTC). services/production says
 * what late means and which day it is.
 */
export function promisedBefore(today: string): SQL {
  return and(oneOf(orders.status, AWAITING_SHIPMENT_STATUSES), lt(orders.promisedShipDate, today))!;
}
