'use client';
import { type InputOf, shipment } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The desk's shipment call: one shipment of an order (staff only). */
export const recordShipment = (input: InputOf<typeof shipment.recordShipment>) => call(shipment.recordShipment, input);

export { refusalText } from '@/lib/refusal';
