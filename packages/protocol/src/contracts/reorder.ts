import { API } from '../paths';
import { answer, contract } from '../contract';
import { dueToReorderSchema, orderAgainSchema } from '../schemas/reorder';
import type { Page } from '../types/page';
import type { DueToReorder, OrderAgainResult, UsualGoods } from '../types/reorder';
import { noInput } from './noInput';

/**
 * Ordering again (docs/protocol.md, Ordering again). Only the caller's company's orders (another company's is 20004
 * with no data). Ordering again fills the member's own cart, so it needs the role that may use the cart (buyer);
 * reading 'Your usual' is open to every role.
 */

/** An order's lines (all, or `lineIds`) into the cart at today's tiers and MOQ; what was left out is listed. */
export const orderAgain = contract({ path: API.reorder.orderAgain, access: 'member', input: orderAgainSchema, answer: answer<OrderAgainResult>() });

/** The goods the company ordered in at least two placed bulk orders, soonest due first. */
export const yourUsual = contract({ path: API.reorder.yourUsual, access: 'member', role: 'viewer', input: noInput, answer: answer<UsualGoods[]>() });

/** The sales team's call list: a company's usual interval for a goods passed by more than 20 %, most overdue first. */
export const dueToReorder = contract({ path: API.reorder.dueToReorder, access: 'staff', staffRoles: ['sales'], input: dueToReorderSchema, answer: answer<Page<DueToReorder>>() });
