import type { OrderDetail } from '@sw/protocol';
import type { AppDeps } from '../context';
import { companyMember, type Member } from '../lib/member';
import { buildOrderDetail } from '../queries/orderDetail';
import { approveAwaitingOrder, rejectAwaitingOrder } from '../services/order';
import { runUseCase } from '../services/useCase';
import { mailPlacedOrder, quotationLeadTime } from './steps/mailPlacedOrder';
import { giveSampleCreditBack } from './cancelOrder';
import { emitOrderEvent } from './steps/emitEvent';

/**
 * Deciding an order over the company's approval threshold (docs/protocol.md, Order approval), each in one use case: a
 * company admin approves it (it is placed, with the mails of a direct placement) or rejects it with a reason (the
 * buyer is told, and the sample credit it took goes back to the company). Either answers the buyer's order detail.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** approveOrder.do. */
export function approveOrder(deps: Deps, member: Member, input: { orderId: number }): Promise<OrderDetail> {
  return runUseCase(deps, async (uc) => {
    const { placed, by } = await approveAwaitingOrder(uc, member, input.orderId, (quotationId) => quotationLeadTime(uc, quotationId));
    await mailPlacedOrder(uc, deps, placed, by);
    await emitOrderEvent(uc, deps, 'order.approved', input.orderId);
    return buildOrderDetail(uc.tx, input.orderId, 'buyer', companyMember(member));
  });
}

/** rejectOrder.do. */
export function rejectOrder(deps: Deps, member: Member, input: { orderId: number; reason: string }): Promise<OrderDetail> {
  return runUseCase(deps, async (uc) => {
    await rejectAwaitingOrder(uc, deps, member, input);
    await giveSampleCreditBack(uc, input.orderId);
    return buildOrderDetail(uc.tx, input.orderId, 'buyer', companyMember(member));
  });
}
