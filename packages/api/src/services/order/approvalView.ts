import type { OrderApproval } from '@sw/protocol';
import type { Reader } from '../../db/client';
import type { orders } from '../../db/schema';
import { personOf } from '../auth';
import { companyAdmins } from '../company';

/** How an order reads about its approval (services/order/approval.ts), for the order's page. */

/** What the order page says about approval: who decides while it waits, who decided and why. Null when never held. */
export async function orderApproval(db: Reader, order: typeof orders.$inferSelect): Promise<OrderApproval | null> {
  if (order.status === 'awaiting_approval') {
    const admins = await companyAdmins(db, order.companyId);
    return { state: 'awaiting', approvers: admins.map((admin) => admin.nick || admin.email), by: null, at: null, reason: null };
  }
  if (!order.decidedAt) return null;
  const decider = order.decidedBy ? await personOf(db, order.decidedBy) : undefined;
  return {
    state: order.status === 'rejected' ? 'rejected' : 'approved',
    approvers: [],
    by: decider ? decider.nick || decider.email : null,
    at: order.decidedAt.toISOString(),
    reason: order.rejectedReason,
  };
}
