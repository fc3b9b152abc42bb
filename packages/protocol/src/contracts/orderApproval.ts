import { API } from '../paths';
import { answer, contract } from '../contract';
import { approveOrderSchema, rejectOrderSchema } from '../schemas/orderApproval';
import type { OrderDetail } from '../types/order';

/**
 * Order approval (ours): an order a buyer placed above the company's approval threshold waits as awaiting_approval
 * until one of the company's admins decides. Only the caller's company's orders (20004 otherwise), only while the
 * order awaits approval (20009 with the reason otherwise); of two parallel decisions one wins.
 */

/** The order is placed, exactly as a direct placement (its history step, the buyer's and the sales desk's mails). */
export const approveOrder = contract({ path: API.erp.approveOrder, access: 'member', role: 'admin', input: approveOrderSchema, answer: answer<OrderDetail>() });

/** The order is rejected with a reason the buyer is emailed; the quotation may be ordered again. */
export const rejectOrder = contract({ path: API.erp.rejectOrder, access: 'member', role: 'admin', input: rejectOrderSchema, answer: answer<OrderDetail>() });
