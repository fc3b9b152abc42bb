import { API } from '../paths';
import { answer, contract } from '../contract';
import { moveOrderSchema, orderRefSchema, staffOrderQueueSchema } from '../schemas/order';
import type { StaffOrderPage, StaffOrderView } from '../types/order';

/** The sales team's order desk (staff/): staff sessions only; a buyer is refused with 20003, a visitor with 21008. */

/** Every buyer's orders, newest first, with filters. */
export const orderQueue = contract({ path: API.staff.orderQueue, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'queue', input: staffOrderQueueSchema, answer: answer<StaffOrderPage>() });

export const orderView = contract({ path: API.staff.orderView, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'orderId', input: orderRefSchema, answer: answer<StaffOrderView>() });

/** One step of ORDER_FLOW (shipping records the carrier and tracking number); the buyer is emailed. */
export const moveOrder = contract({ path: API.staff.moveOrder, access: 'staff', staffRoles: ['sales', 'production'], account: 'orderId', input: moveOrderSchema, answer: answer<StaffOrderView>() });
