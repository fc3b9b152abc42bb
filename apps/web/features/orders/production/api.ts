'use client';
import { type InputOf, production } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The buyer's production timeline of one of their orders (another member's is 'not found'). */
export const loadProductionTimeline = (orderId: string) => call(production.productionUpdates, { orderId });

/** The order desk's production calls (staff only). */
export const loadStaffTimeline = (orderId: string) => call(production.staffProductionUpdates, { orderId });
export const postProductionUpdate = (input: InputOf<typeof production.postProductionUpdate>) => call(production.postProductionUpdate, input);

export { refusalText } from '@/lib/refusal';
