import type { OrderStatus } from '@sw/protocol';
import { StatusPill } from '@/ui/StatusPill';
import { ORDER_STATUS_TEXT, ORDER_STATUS_TONE } from './format';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusPill testId="order-status" status={status} tone={ORDER_STATUS_TONE[status]} label={ORDER_STATUS_TEXT[status].label} />;
}
