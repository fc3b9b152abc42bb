import { z } from '../z';
import { orderIdField } from './order';

/** Order approval (ours): a company admin approves or rejects an order awaiting approval (docs/protocol.md, Order approval). */

export const ORDER_APPROVAL_LIMITS = { maxReason: 500 } as const;

export const approveOrderSchema = z.object({ orderId: orderIdField() });

/** The reason is told to the buyer: required, at most 500 characters. */
export const rejectOrderSchema = z.object({
  orderId: orderIdField(),
  reason: z
    .string({ error: 'Please say why the order is rejected.' })
    .trim()
    .min(1, { error: 'Please say why the order is rejected.' })
    .max(ORDER_APPROVAL_LIMITS.maxReason, { error: `Must be at most ${ORDER_APPROVAL_LIMITS.maxReason} characters.` }),
});
