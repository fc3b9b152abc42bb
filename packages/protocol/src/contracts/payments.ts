import { API } from '../paths';
import { answer, contract } from '../contract';
import { orderRefSchema } from '../schemas/order';
import {
  confirmNoticeSchema, paymentInstructionsSchema, paymentNoticeSchema, recordPaymentSchema, rejectNoticeSchema, setMemberNetTermsSchema,
} from '../schemas/payments';
import { noInput } from './noInput';
import type { StaffMemberView } from '../types/staffPeople';
import type { OrderPayments, PaymentInstructions, StaffMoneyStep } from '../types/payments';

/**
 * An order's money (docs/workflows.md, Payments). The buyer's calls reach only their own orders (another member's is
 * 20004); the staff calls refuse a buyer (20003). Every money row is written with its audit row and its email.
 */

/** The order's terms, amounts due, bank details, notices and receipts. */
export const orderPayments = contract({ path: API.erp.orderPayments, access: 'member', role: 'viewer', input: orderRefSchema, answer: answer<OrderPayments>() });

/** 'I have paid': a notice the sales team confirms or rejects; the sales desk is emailed. */
export const sendPaymentNotice = contract({
  path: API.erp.sendPaymentNotice, access: 'member', input: paymentNoticeSchema, answer: answer<OrderPayments>(),
});

export const staffOrderPayments = contract({
  path: API.staff.orderPayments, access: 'staff', staffRoles: ['sales', 'finance', 'production'], account: 'orderId', input: orderRefSchema, answer: answer<OrderPayments>(),
});

/**
 * Confirms a notice with the amount received; a notice is confirmed once (a second try is 20009). The desk's money
 * steps answer the order's money with the desk's view of the order after the step (`order`: its gates and status).
 */
export const confirmPaymentNotice = contract({
  path: API.staff.confirmPaymentNotice, access: 'staff', staffRoles: ['finance'], input: confirmNoticeSchema, answer: answer<StaffMoneyStep>(),
});

export const rejectPaymentNotice = contract({
  path: API.staff.rejectPaymentNotice, access: 'staff', staffRoles: ['finance'], input: rejectNoticeSchema, answer: answer<StaffMoneyStep>(),
});

/** A receipt that came without a notice, or a refund. */
export const recordPayment = contract({ path: API.staff.recordPayment, access: 'staff', staffRoles: ['finance'], input: recordPaymentSchema, answer: answer<StaffMoneyStep>() });

/** Both brands' bank details. */
export const paymentInstructions = contract({
  path: API.staff.paymentInstructions, access: 'staff', staffRoles: ['finance'], input: noInput, answer: answer<PaymentInstructions[]>(),
});

export const savePaymentInstructions = contract({
  path: API.staff.savePaymentInstructions, access: 'staff', staffRoles: ['finance'], input: paymentInstructionsSchema, answer: answer<PaymentInstructions>(),
});

/** Marks a buyer for net terms (the quotation editor then offers 'Net 30 after shipment'). */
export const setMemberNetTerms = contract({
  path: API.staff.setMemberNetTerms, access: 'staff', staffRoles: ['finance'], input: setMemberNetTermsSchema, answer: answer<StaffMemberView>(),
});
