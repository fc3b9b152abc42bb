import { payments } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { listInstructions, orderPayments, saveInstructions } from '../services/payments';
import { confirmNotice, recordPayment, rejectNotice, sendPaymentNotice } from '../workflows/payments';
import { companyMember } from '../lib/member';
import { setMemberNetTerms } from '../workflows/memberAccounts';

/** An order's money: the buyer's own orders (erp/inquiryOrder/csite/), and the sales team's desk (staff/). */
export const paymentEndpoints: Endpoint[] = [
  endpoint(payments.orderPayments, ({ deps, member, input }) => orderPayments(deps, input.orderId, 'buyer', companyMember(member))),
  endpoint(payments.sendPaymentNotice, ({ deps, member, input, ip }) => sendPaymentNotice(deps, member, input, ip)),
  endpoint(payments.staffOrderPayments, ({ deps, input }) => orderPayments(deps, input.orderId, 'staff')),
  endpoint(payments.confirmPaymentNotice, ({ deps, member, input }) => confirmNotice(deps, member, input)),
  endpoint(payments.rejectPaymentNotice, ({ deps, member, input }) => rejectNotice(deps, member, input)),
  endpoint(payments.recordPayment, ({ deps, member, input }) => recordPayment(deps, member, input)),
  endpoint(payments.paymentInstructions, ({ db }) => listInstructions(db)),
  endpoint(payments.savePaymentInstructions, ({ deps, member, input }) => saveInstructions(deps, member, input)),
  endpoint(payments.setMemberNetTerms, ({ deps, member, input }) => setMemberNetTerms(deps, member, input)),
];
