import type { OrderDetail } from '@sw/protocol';
import type { AppDeps } from '../context';
import { companyMember, type Member } from '../lib/member';
import { buildOrderDetail } from '../queries/orderDetail';
import { confirmReceiptStep, loadOrder } from '../services/order';
import { runUseCase } from '../services/useCase';
import { emitOrderEvent } from './steps/emitEvent';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

/** confirmReceipt.do: the buyer's goods arrived; the order completes, the sales desk is told, the buyer reads the order. */
export async function confirmReceipt(deps: Deps, member: Member, input: { orderId: number }): Promise<OrderDetail> {
  await loadOrder(deps.database.db, input.orderId, companyMember(member));
  return runUseCase(deps, async (uc) => {
    await confirmReceiptStep(uc, deps, member, input.orderId);
    await emitOrderEvent(uc, deps, 'order.delivered', input.orderId);
    return buildOrderDetail(uc.tx, input.orderId, 'buyer', companyMember(member));
  });
}
