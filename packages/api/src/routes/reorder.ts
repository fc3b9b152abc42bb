import { reorder } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { dueToReorder, orderAgain, yourUsual } from '../services/reorder';

/** Ordering again: an order's lines into the cart, 'Your usual', the sales team's due list (services/reorder/). */
export const reorderEndpoints: Endpoint[] = [
  endpoint(reorder.orderAgain, ({ db, deps, member, input }) => orderAgain(db, member, input, deps.now())),
  endpoint(reorder.yourUsual, ({ db, deps, member }) => yourUsual(db, member, deps.now())),
  endpoint(reorder.dueToReorder, ({ db, deps, input }) => dueToReorder(db, input, deps.now())),
];
