import { orderApproval } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { approveOrder, rejectOrder } from '../workflows/approveOrder';

/** Order approval: a company admin approves or rejects an order awaiting approval (services/order/approval.ts). */
export const orderApprovalEndpoints: Endpoint[] = [
  endpoint(orderApproval.approveOrder, ({ deps, member, input }) => approveOrder(deps, member, input)),
  endpoint(orderApproval.rejectOrder, ({ deps, member, input }) => rejectOrder(deps, member, input)),
];
