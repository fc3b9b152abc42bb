import type { OrderStatus } from '@sw/protocol';
import { StatusBadge } from '@/ui/StatusBadge';
import { ORDER_STATUS_TEXT, ORDER_STATUS_TONE } from './format';

/** An order's status, in the buyer's words; `dense` in the console. */
export function OrderStatusBadge({ status, dense = false }: { status: OrderStatus; dense?: boolean }) {
  return (
    <StatusBadge testId="order-status" status={status} tone={ORDER_STATUS_TONE[status]} dense={dense}>
      {ORDER_STATUS_TEXT[status].label}
    </StatusBadge>
  );
}
