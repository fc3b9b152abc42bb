import { orderMessages, staffOrderMessages } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { orderThread, reportOrderProblem, resolveOrderProblem, sendOrderMessage } from '../services/order';
import { companyMember } from '../lib/member';

/** The order's conversation: the buyer's side (erp/inquiryOrder/csite/, own orders only) and the sales team's (staff/). */
export const orderMessageEndpoints: Endpoint[] = [
  endpoint(orderMessages.orderMessages, ({ deps, member, input }) => orderThread(deps, input.orderId, 'buyer', companyMember(member))),
  endpoint(orderMessages.sendOrderMessage, ({ deps, member, input, ip }) => sendOrderMessage(deps, member, 'buyer', input, { owner: companyMember(member), ip })),
  endpoint(orderMessages.reportOrderProblem, ({ deps, member, input }) => reportOrderProblem(deps, member, input)),
  endpoint(staffOrderMessages.orderMessages, ({ deps, input }) => orderThread(deps, input.orderId, 'staff')),
  endpoint(staffOrderMessages.sendOrderMessage, ({ deps, member, input }) => sendOrderMessage(deps, member, 'staff', input)),
  endpoint(staffOrderMessages.resolveOrderProblem, ({ deps, member, input }) => resolveOrderProblem(deps, member, input)),
];
