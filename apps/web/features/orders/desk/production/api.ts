'use client';
import { type InputOf, production } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The order desk's production calls (staff only). */
export const loadStaffTimeline = (orderId: string) => call(production.staffProductionUpdates, { orderId });
export const postProductionUpdate = (input: InputOf<typeof production.postProductionUpdate>) => call(production.postProductionUpdate, input);

export { refusalText } from '@/lib/refusal';
