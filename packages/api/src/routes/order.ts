import { order } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { activityLog } from '../queries/activityLog';
import { listOrders, viewOrder } from '../queries/orderList';
import { previewOrder } from '../workflows/orderPricing';
import { placeOrder } from '../workflows/placeOrder';
import { pricingHistory } from '../services/order';
import { cancelOrder } from '../workflows/cancelOrder';
import { companyMember } from '../lib/member';

/** The buyer's orders, pricing history and activity log (erp/inquiryOrder/csite/): only the signed-in member's company's. */
export const orderEndpoints: Endpoint[] = [
  endpoint(order.placeOrder, ({ deps, member, input }) => placeOrder(deps, member, input)),
  endpoint(order.orderPreview, ({ deps, member, input }) => previewOrder(deps, member, input)),
  endpoint(order.orderList, ({ db, member, input }) => listOrders(db, companyMember(member), input)),
  endpoint(order.viewOrder, ({ db, member, input }) => viewOrder(db, companyMember(member), input.orderId)),
  endpoint(order.cancelOrder, ({ deps, member, input }) => cancelOrder(deps, member, input)),
  endpoint(order.pricingHistory, ({ db, member, input }) => pricingHistory(db, companyMember(member), input.goodsId)),
  endpoint(order.activityLog, ({ db, member, input }) => activityLog(db, companyMember(member), input)),
];
