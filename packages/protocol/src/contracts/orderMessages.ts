import { API } from '../paths';
import { answer, contract } from '../contract';
import { orderThreadSchema, reportOrderProblemSchema, sendOrderMessageSchema } from '../schemas/orderMessages';
import type { OrderMessage, OrderThread } from '../types/orderMessages';

/**
 * The buyer's side of an order's conversation (erp/inquiryOrder/csite/): only the member's own orders (another
 * member's is 20004). Each message is emailed to the sales desk.
 */

/** The thread, oldest first; reading marks the sales team's messages read for the buyer. */
export const orderMessages = contract({ path: API.erp.orderMessages, access: 'member', role: 'viewer', input: orderThreadSchema, answer: answer<OrderThread>() });

export const sendOrderMessage = contract({
  path: API.erp.sendOrderMessage, access: 'member', input: sendOrderMessageSchema, answer: answer<OrderMessage>(),
});

/** Within 30 days of delivery: a flagged message for the sales team (refused with 20009 and the reason otherwise). */
export const reportOrderProblem = contract({
  path: API.erp.reportOrderProblem, access: 'member', input: reportOrderProblemSchema, answer: answer<OrderMessage>(),
});
