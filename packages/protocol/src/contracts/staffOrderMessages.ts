import { API } from '../paths';
import { answer, contract } from '../contract';
import { orderThreadSchema, resolveOrderProblemSchema, sendOrderMessageSchema } from '../schemas/orderMessages';
import type { OrderMessage, OrderThread } from '../types/orderMessages';

/** The sales team's side of the order conversations (staff/): any order; a buyer is refused with 20003. */

/** The thread, oldest first; reading marks the buyer's messages read for the sales side. */
export const orderMessages = contract({ path: API.staff.orderMessages, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'orderId', input: orderThreadSchema, answer: answer<OrderThread>() });

/** A reply to the buyer (emailed to them, audited). */
export const sendOrderMessage = contract({
  path: API.staff.sendOrderMessage, access: 'staff', staffRoles: ['sales'], account: 'orderId', input: sendOrderMessageSchema, answer: answer<OrderMessage>(),
});

/** Closes an open problem report with a note (audited, emailed to the buyer). */
export const resolveOrderProblem = contract({
  path: API.staff.resolveOrderProblem, access: 'staff', staffRoles: ['sales'], account: 'problemId', input: resolveOrderProblemSchema, answer: answer<OrderMessage>(),
});
