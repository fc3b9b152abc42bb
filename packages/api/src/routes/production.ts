import { production } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { buyerTimeline, postProductionUpdate, staffTimeline } from '../services/production';
import { companyMember } from '../lib/member';

/** Production updates: the buyer's timeline of their own order, the desk's timeline and its posts (staff only). */
export const productionEndpoints: Endpoint[] = [
  endpoint(production.productionUpdates, ({ db, member, input }) => buyerTimeline(db, companyMember(member), input.orderId)),
  endpoint(production.staffProductionUpdates, ({ db, input }) => staffTimeline(db, input.orderId)),
  endpoint(production.postProductionUpdate, ({ deps, member, input }) => postProductionUpdate(deps, member, input)),
];
