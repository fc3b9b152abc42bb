'use client';
import { production } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The buyer's production timeline of one of their orders (another member's is 'not found'). */
export const loadProductionTimeline = (orderId: string) => call(production.productionUpdates, { orderId });

export { refusalText } from '@/lib/refusal';
