'use client';
import { type InputOf, payments } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** An order's money from the browser: the buyer's view and notice, and the order desk's steps (docs/workflows.md, Payments). */

export const loadPayments = (orderId: string) => call(payments.orderPayments, { orderId });
export const sendPaymentNotice = (input: InputOf<typeof payments.sendPaymentNotice>) => call(payments.sendPaymentNotice, input);

export const loadDeskPayments = (orderId: string) => call(payments.staffOrderPayments, { orderId });
export const confirmNotice = (input: InputOf<typeof payments.confirmPaymentNotice>) => call(payments.confirmPaymentNotice, input);
export const rejectNotice = (input: InputOf<typeof payments.rejectPaymentNotice>) => call(payments.rejectPaymentNotice, input);
export const recordPayment = (input: InputOf<typeof payments.recordPayment>) => call(payments.recordPayment, input);
export const savePaymentInstructions = (input: InputOf<typeof payments.savePaymentInstructions>) => call(payments.savePaymentInstructions, input);
export const setMemberNetTerms = (input: InputOf<typeof payments.setMemberNetTerms>) => call(payments.setMemberNetTerms, input);

export { refusalText } from '@/lib/refusal';
