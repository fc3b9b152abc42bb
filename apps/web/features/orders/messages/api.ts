'use client';
import { type InputOf, orderMessages, staffOrderMessages } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The order conversation's calls from the browser: the buyer's (erp/inquiryOrder/csite/) and the order desk's (staff/). */

export const loadOrderThread = (orderId: string) => call(orderMessages.orderMessages, { orderId });
export const sendOrderMessage = (input: InputOf<typeof orderMessages.sendOrderMessage>) => call(orderMessages.sendOrderMessage, input);
export const reportOrderProblem = (input: InputOf<typeof orderMessages.reportOrderProblem>) => call(orderMessages.reportOrderProblem, input);

export const loadStaffOrderThread = (orderId: string) => call(staffOrderMessages.orderMessages, { orderId });
export const sendStaffOrderMessage = (input: InputOf<typeof staffOrderMessages.sendOrderMessage>) => call(staffOrderMessages.sendOrderMessage, input);
export const resolveOrderProblem = (input: InputOf<typeof staffOrderMessages.resolveOrderProblem>) => call(staffOrderMessages.resolveOrderProblem, input);

export { refusalText } from '@/lib/refusal';
