import type { OrderPayments, StaffMoneyStep } from '@sw/protocol';
import { companyMember, type Member } from '../lib/member';
import { staffView } from '../queries/staffOrderView';
import { loadOrder } from '../services/order';
import {
  alreadyConfirmed, checkNoticeLimits, type ConfirmInput, type NoticeInput, openNotice, type RecordInput, type RejectInput,
  tellConfirmed, tellNoticeSent, tellRecorded, tellRejected, writeConfirmation, writeNotice, writeReceipt, writeRejection,
} from '../services/payments';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/useCase';
import { emitPaymentReceived } from './steps/emitEvent';
import { orderPaymentCounters } from './steps/orderPayments';

/**
 * The money steps of an order (docs/workflows.md, Payments), each one use case of three steps: payments writes the
 * money row, the order's step moves its counters (steps/orderPayments.ts), payments writes the audit row and the
 * email; all or nothing, on the order locked first. The desk's steps answer with the desk's view of the order too.
 */

/** The desk's answer: the order's money and the desk's view of the order after the step. */
async function deskAnswer(uc: UseCase, payments: OrderPayments): Promise<StaffMoneyStep> {
  return { ...payments, order: await staffView(uc.tx, Number(payments.orderId), uc.now) };
}

/** sendPaymentNotice.do: the buyer's 'I have paid'; limited per order and member. */
export async function sendPaymentNotice(deps: UseCaseDeps, member: Member, input: NoticeInput, ip: string): Promise<OrderPayments> {
  const found = await loadOrder(deps.database.db, input.orderId, companyMember(member));
  await checkNoticeLimits(deps, member, found, ip);
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member), true);
    const notice = await writeNotice(uc, member, order, input);
    await orderPaymentCounters(uc, order.id, { notices: 1 });
    return tellNoticeSent(deps, uc, member, notice, input);
  });
}

/** staff/confirmPaymentNotice.do: the receipt with the amount that arrived, the notice confirmed, the buyer emailed. */
export async function confirmNotice(deps: UseCaseDeps, staff: Member, input: ConfirmInput): Promise<StaffMoneyStep> {
  try {
    return await runUseCase(deps, async (uc) => {
      const notice = await openNotice(uc, input.noticeId);
      const order = await loadOrder(uc.tx, notice.orderId, undefined, true);
      const written = await writeConfirmation(uc, staff, notice, order, input);
      await orderPaymentCounters(uc, order.id, { received: written.amount, notices: -1 });
      await emitPaymentReceived(uc, deps, order.id, written);
      return deskAnswer(uc, await tellConfirmed(deps, uc, staff, notice, order, written, input));
    });
  } catch (error) {
    // The unique index on the notice is the last guard: a confirmation that still met it recorded nothing.
    throw alreadyConfirmed(error) ?? error;
  }
}

/** staff/rejectPaymentNotice.do: the notice rejected with the reason the buyer reads; nothing is received. */
export function rejectNotice(deps: UseCaseDeps, staff: Member, input: RejectInput): Promise<StaffMoneyStep> {
  return runUseCase(deps, async (uc) => {
    const notice = await openNotice(uc, input.noticeId);
    const order = await loadOrder(uc.tx, notice.orderId, undefined, true);
    await writeRejection(uc, staff, notice, input);
    await orderPaymentCounters(uc, order.id, { notices: -1 });
    return deskAnswer(uc, await tellRejected(deps, uc, staff, notice, order, input));
  });
}

/** staff/recordPayment.do: money that came without a notice, or a refund. */
export function recordPayment(deps: UseCaseDeps, staff: Member, input: RecordInput): Promise<StaffMoneyStep> {
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, undefined, true);
    const written = await writeReceipt(uc, staff, order, input);
    await orderPaymentCounters(uc, order.id, { received: input.kind === 'refund' ? -written.amount : written.amount });
    if (input.kind === 'receipt') await emitPaymentReceived(uc, deps, order.id, written);
    return deskAnswer(uc, await tellRecorded(deps, uc, staff, order, written, input));
  });
}
