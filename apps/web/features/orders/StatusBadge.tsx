import type { OrderStatus } from '@sw/protocol';
import { ORDER_STATUS_TEXT, ORDER_STATUS_TONE } from './format';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex flex-none items-center whitespace-nowrap rounded-full border px-2.5 py-1 text-[10.5px] font-medium uppercase tracking-[0.14em] ${ORDER_STATUS_TONE[status]}`}
    >
      {ORDER_STATUS_TEXT[status].label}
    </span>
  );
}
