import { API } from '../paths';
import { answer, contract } from '../contract';
import { activityLogSchema, cancelOrderSchema, orderListSchema, orderPreviewSchema, orderRefSchema, placeOrderSchema, pricingHistorySchema } from '../schemas/order';
import type { ActivityPage, OrderDetail, OrderPage, OrderPlaced, OrderPreview, PricingHistory } from '../types/order';

/**
 * The buyer's orders (erp/inquiryOrder/csite/): only the member's own; another member's order is 20004 with no data.
 * Every status step is checked against ORDER_FLOW (20009 with the reason when refused) and emails the buyer.
 */

/** An order from the inquiry's accepted, unexpired quotation, priced from the quotation (see placeOrderSchema). */
export const placeOrder = contract({ path: API.erp.placeOrder, access: 'member', input: placeOrderSchema, answer: answer<OrderPlaced>() });

/** What placeOrder.do would make from these quantities now (the place-order summary); another company's inquiry is 20004. */
export const orderPreview = contract({ path: API.erp.orderPreview, access: 'member', input: orderPreviewSchema, answer: answer<OrderPreview>() });

export const orderList = contract({ path: API.erp.orderList, access: 'member', role: 'viewer', input: orderListSchema, answer: answer<OrderPage>() });

export const viewOrder = contract({ path: API.erp.viewOrder, access: 'member', role: 'viewer', input: orderRefSchema, answer: answer<OrderDetail>() });

/** The buyer cancels an order that is still placed; the sales desk is told. */
export const cancelOrder = contract({ path: API.erp.cancelOrder, access: 'member', input: cancelOrderSchema, answer: answer<OrderDetail>() });

/** What this member was quoted and ordered for one goods, oldest first. */
export const pricingHistory = contract({
  path: API.erp.pricingHistory, access: 'member', role: 'viewer', input: pricingHistorySchema, answer: answer<PricingHistory>(),
});

/** The member's own events (inquiries, quotations, orders, messages), newest first. */
export const activityLog = contract({ path: API.erp.activityLog, access: 'member', role: 'viewer', input: activityLogSchema, answer: answer<ActivityPage>() });
