import { staffOrder } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { orderQueue } from '../queries/orderList';
import { moveOrder } from '../workflows/moveOrder';
import { orderView } from '../queries/staffOrderView';

/** The sales team's order desk (staff/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffOrderEndpoints: Endpoint[] = [
  endpoint(staffOrder.orderQueue, ({ db, deps, member, input: { mine, ...input } }) => orderQueue(db, { ...input, managedBy: mine ? member.id : undefined }, deps.now())),
  endpoint(staffOrder.orderView, ({ deps, input }) => orderView(deps, input.orderId)),
  endpoint(staffOrder.moveOrder, ({ deps, member, input }) => moveOrder(deps, member, input)),
];
