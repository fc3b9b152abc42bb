import { movePaymentCounters } from '../../services/order';
import type { UseCase } from '../../services/useCase';

/**
 * The order's side of a money step (workflows/payments.ts), through the order's face: the counters the desk's
 * filters read (`received`, `notices_pending`) move with the money row payments just wrote, on the order the
 * workflow locked first, so they never lose an update.
 */
export function orderPaymentCounters(uc: UseCase, orderId: number, change: { received?: bigint; notices?: number }): Promise<void> {
  return movePaymentCounters(uc, orderId, change);
}
