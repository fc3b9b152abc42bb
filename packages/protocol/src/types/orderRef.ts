import type { OrderStatus } from '../statuses';

/** An order as another record names it (an inquiry's order): apart from types/order.ts, which builds on the inquiry's types. */
export interface OrderRef {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
}
