import { API } from '../paths';
import { answer, contract } from '../contract';
import { orderRefSchema } from '../schemas/order';
import { productionUpdateSchema } from '../schemas/production';
import type { ProductionTimeline } from '../types/production';

/**
 * Production updates: the buyer reads their own order's timeline (another member's order is 20004); the sales team
 * reads any and posts while the order is in production (20009 with the reason otherwise). Each post emails the buyer.
 */

export const productionUpdates = contract({
  path: API.erp.productionUpdates, access: 'member', role: 'viewer', input: orderRefSchema, answer: answer<ProductionTimeline>(),
});

export const staffProductionUpdates = contract({
  path: API.staff.productionUpdates, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'orderId', input: orderRefSchema, answer: answer<ProductionTimeline>(),
});

export const postProductionUpdate = contract({
  path: API.staff.postProductionUpdate, access: 'staff', staffRoles: ['production'], input: productionUpdateSchema, answer: answer<ProductionTimeline>(),
});
