import { and, eq, gt, ne } from 'drizzle-orm';
import { PAYMENT_LIMITS, RES, toMinor, type OrderPayments } from '@sw/protocol';
import type { z } from 'zod';
import type { confirmNoticeSchema, paymentNoticeSchema, recordPaymentSchema, rejectNoticeSchema } from '@sw/protocol';
import { paymentNotices, paymentReceipts } from '../../db/schema';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { ApiError, invalid } from '../../lib/errors';
import { enforce, type LimitRule } from '../../lib/rateLimit';
import { recordAudit } from '../audit';
import { attachOrderFiles, checkOwnFiles } from '../files';
import { mailStaff } from '../mail';
import { amountText, human, loadOrder, movePaymentCounters, nextStep, orderMoney, type OrderRow, orderTheme } from '../order';
import { runUseCase, type UseCase, type UseCaseDeps } from '../workflow';
import { emitEvent, paymentEvent } from '../integration';
import { moneyRecordedMail, noticeDecidedMail, noticeReceivedMail } from './mail';
import { paymentsOf, takesNotices, type NoticeRow } from './view';
import { companyMember, type Member } from '../../lib/member';
import { mailCompany } from '../company';

/**
 * The money steps of an order (docs/workflows.md, Payments): the buyer's notice ('I have paid'), and the sales team's
 * confirmation or rejection of it, receipts without a notice and refunds. Each is one use case: the money row, the
 * order's counters (`received`, `notices_pending`, so the desk's filters read orders alone), the audit row for staff
 * and the email, all or nothing. The order row is locked first, so counters never lose an update.
 */

type NoticeInput = z.output<typeof paymentNoticeSchema>;
type ConfirmInput = z.output<typeof confirmNoticeSchema>;
type RejectInput = z.output<typeof rejectNoticeSchema>;
type RecordInput = z.output<typeof recordPaymentSchema>;

const noticeNotFound = () => new ApiError(RES.NOT_FOUND, 'This payment notice was not found.');

/** An amount as typed (at most 2 decimals, checked by the schema), refused past twice the order's total. */
function amountFor(order: OrderRow, amount: number, field = 'amount'): bigint {
  const minor = toMinor(amount);
  const most = order.total * BigInt(PAYMENT_LIMITS.noticeTotalFactor);
  if (minor > most) {
    throw invalid(`${field}: ${amountText(minor, order.currency)} is more than twice the order total of ${amountText(order.total, order.currency)}. Please check the amount.`);
  }
  return minor;
}

/** A receipt may take the amount paid past the order's total only when the sales person says so (issue 40). */
function checkOverpayment(order: OrderRow, amount: bigint, intended: boolean | undefined): void {
  const after = order.received + amount;
  if (after <= order.total || intended) return;
  const say = (minor: bigint) => amountText(minor, order.currency);
  throw new ApiError(
    RES.CONFLICT,
    `This receipt of ${say(amount)} would take the amount paid to ${say(after)}, past the order total of ${say(order.total)}. Mark it as an intended overpayment to record it; the overpayment can then be refunded.`,
  );
}

/** A day of payment may not be in the future (a day's grace for the buyer's time zone). */
function pastDay(uc: UseCase, day: string, field: string): string {
  const latest = new Date(uc.now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (day > latest) throw invalid(`${field}: The day cannot be in the future.`);
  return day;
}

/** What the emails say about the order after the step. */
async function about(deps: UseCaseDeps, uc: UseCase, orderId: number) {
  const order = await loadOrder(uc.tx, orderId);
  const money = orderMoney(order);
  return {
    order,
    mail: {
      brand: orderTheme(order).brand,
      publicUrl: deps.config.publicUrl,
      orderId: order.id,
      orderNo: order.orderNo,
      nextStep: nextStep(order, money),
      paid: amountText(money.paid, order.currency),
    },
  };
}

const HOUR_MS = 3_600_000;
/** Notices close together are one burst: the desk is mailed for its first (the order desk lists them all). */
const BURST_MS = 10 * 60_000;
const WRITE_INSTEAD = 'or write to our sales team in the order’s conversation.';
/** Each notice is checked with the bank by hand: a few per order and per member an hour are plenty (10009 past them). */
const NOTICES_PER_ORDER = 5;
const NOTICES_PER_MEMBER = 10;
const perOrder = (orderNo: string): LimitRule => ({
  name: 'payment-notice-order', max: NOTICES_PER_ORDER, windowMs: HOUR_MS,
  message: `Order ${orderNo} has had ${NOTICES_PER_ORDER} payment notices in the last hour. Our finance team checks each one with the bank: please wait an hour before sending another, ${WRITE_INSTEAD}`,
});
const PER_MEMBER: LimitRule = {
  name: 'payment-notice-member', max: NOTICES_PER_MEMBER, windowMs: HOUR_MS,
  message: `You have sent ${NOTICES_PER_MEMBER} payment notices in the last hour. Please wait an hour before sending more, ${WRITE_INSTEAD}`,
};

/** Whether another notice of the order, still to confirm, came within the burst before this one (its mail told the desk). */
async function inBurst(uc: UseCase, notice: NoticeRow): Promise<boolean> {
  const [earlier] = await uc.tx.select({ id: paymentNotices.id }).from(paymentNotices).where(and(
    eq(paymentNotices.orderId, notice.orderId), ne(paymentNotices.id, notice.id), eq(paymentNotices.status, 'to_confirm'),
    gt(paymentNotices.createdAt, new Date(uc.now.getTime() - BURST_MS)),
  )).limit(1);
  return Boolean(earlier);
}

/** sendPaymentNotice.do: the buyer's own order, while it runs; the slip must be their own upload in slip/; limited per order and member. */
export async function sendPaymentNotice(deps: UseCaseDeps, member: Member, input: NoticeInput, ip: string): Promise<OrderPayments> {
  const found = await loadOrder(deps.database.db, input.orderId, companyMember(member));
  const caller = { db: deps.database.db, log: deps.log, ip, now: deps.now(), memberId: member.id };
  await enforce(perOrder(found.orderNo), String(found.id), caller);
  await enforce(PER_MEMBER, member.id, caller);
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member), true);
    if (!takesNotices(order)) {
      throw new ApiError(RES.CONFLICT, `Order ${order.orderNo} is ${human(order.status)}: it takes no more payment notices. Please write to our sales team.`);
    }
    const amount = amountFor(order, input.amount);
    const paidOn = pastDay(uc, input.paidOn, 'paidOn');
    if (input.slip) await checkOwnFiles(uc.tx, member.id, [input.slip]);
    const [notice] = await uc.tx
      .insert(paymentNotices)
      .values({
        orderId: order.id,
        memberId: member.id,
        amount,
        paidOn,
        payer: input.payer,
        reference: input.reference ?? null,
        note: input.note ?? null,
        slipKey: input.slip?.key ?? null,
        slipName: input.slip?.name ?? null,
        createdAt: uc.now,
      })
      .returning();
    if (input.slip) await attachOrderFiles(uc.tx, order.id, `payment_notice:${notice!.id}`, [input.slip]);
    await movePaymentCounters(uc, order.id, { notices: 1 });
    const { order: after, mail } = await about(deps, uc, order.id);
    if (!(await inBurst(uc, notice!))) await mailStaff(uc, noticeReceivedMail({
      ...mail,
      buyer: `${member.nick || member.email} (${member.email})`,
      amount: amountText(amount, order.currency),
      paidOn,
      payer: input.payer,
      reference: input.reference ?? null,
      slip: Boolean(input.slip),
    }));
    return paymentsOf(deps, uc.tx, after, 'buyer');
  });
}

/** The notice, locked; refused once decided, so a second confirmation (a double click, two staff) records nothing. */
async function openNotice(uc: UseCase, noticeId: number): Promise<NoticeRow> {
  const [notice] = await uc.tx.select().from(paymentNotices).where(eq(paymentNotices.id, noticeId)).for('update');
  if (!notice) throw noticeNotFound();
  if (notice.status !== 'to_confirm') {
    const when = notice.decidedAt ? ` on ${notice.decidedAt.toISOString().slice(0, 10)}` : '';
    throw new ApiError(RES.CONFLICT, `This payment notice was already ${notice.status}${when}; nothing was recorded again.`);
  }
  return notice;
}

/** staff/confirmPaymentNotice.do: the receipt with the amount that arrived, the notice confirmed, the buyer emailed. */
export async function confirmNotice(deps: UseCaseDeps, staff: Member, input: ConfirmInput): Promise<OrderPayments> {
  try {
    return await runUseCase(deps, async (uc) => {
      const notice = await openNotice(uc, input.noticeId);
      const order = await loadOrder(uc.tx, notice.orderId, undefined, true);
      const amount = amountFor(order, input.amount);
      checkOverpayment(order, amount, input.overpayment);
      const receivedOn = pastDay(uc, input.receivedOn, 'receivedOn');
      const [receipt] = await uc.tx
        .insert(paymentReceipts)
        .values({ orderId: order.id, kind: 'receipt', amount, receivedOn, method: input.method, note: input.note ?? null, noticeId: notice.id, staffId: staff.id, createdAt: uc.now })
        .returning();
      await uc.tx.update(paymentNotices).set({ status: 'confirmed', decidedBy: staff.id, decidedAt: uc.now }).where(eq(paymentNotices.id, notice.id));
      await movePaymentCounters(uc, order.id, { received: amount, notices: -1 });
      const { order: after, mail } = await about(deps, uc, order.id);
      const say = (minor: bigint) => amountText(minor, order.currency);
      await recordAudit(uc.tx, staff, {
        action: 'payment.confirm',
        targetType: 'order',
        targetId: order.id,
        summary: `Order ${order.orderNo}: payment notice ${notice.id} confirmed, ${say(amount)} received`,
        before: { notice: { id: notice.id, status: notice.status, amount: say(notice.amount) }, received: say(order.received) },
        after: { receiptId: receipt!.id, amount: say(amount), receivedOn, method: input.method, received: say(after.received), ...(input.overpayment ? { overpayment: true } : {}) },
      });
      await mailCompany(uc, order, noticeDecidedMail({ ...mail, amount: say(notice.amount), received: say(amount), reason: null }));
      await emitEvent(uc, deps, paymentEvent(after, receipt!));
      return paymentsOf(deps, uc.tx, after, 'staff');
    });
  } catch (error) {
    // The unique index on the notice is the last guard: a confirmation that still met it recorded nothing.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ApiError(RES.CONFLICT, 'This payment notice was already confirmed; nothing was recorded again.');
    throw error;
  }
}

/** staff/rejectPaymentNotice.do: the notice rejected with the reason the buyer reads; nothing is received. */
export function rejectNotice(deps: UseCaseDeps, staff: Member, input: RejectInput): Promise<OrderPayments> {
  return runUseCase(deps, async (uc) => {
    const notice = await openNotice(uc, input.noticeId);
    const order = await loadOrder(uc.tx, notice.orderId, undefined, true);
    await uc.tx
      .update(paymentNotices)
      .set({ status: 'rejected', rejectReason: input.reason, decidedBy: staff.id, decidedAt: uc.now })
      .where(eq(paymentNotices.id, notice.id));
    await movePaymentCounters(uc, order.id, { notices: -1 });
    const { order: after, mail } = await about(deps, uc, order.id);
    const amount = amountText(notice.amount, order.currency);
    await recordAudit(uc.tx, staff, {
      action: 'payment.reject',
      targetType: 'order',
      targetId: order.id,
      summary: `Order ${order.orderNo}: payment notice ${notice.id} (${amount}) rejected: ${input.reason}`,
      before: { notice: { id: notice.id, status: notice.status, amount } },
      after: { notice: { id: notice.id, status: 'rejected', reason: input.reason } },
    });
    await mailCompany(uc, order, noticeDecidedMail({ ...mail, amount, received: null, reason: input.reason }));
    return paymentsOf(deps, uc.tx, after, 'staff');
  });
}

/** staff/recordPayment.do: money that came without a notice, or a refund (never more than what was received). */
export function recordPayment(deps: UseCaseDeps, staff: Member, input: RecordInput): Promise<OrderPayments> {
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, undefined, true);
    const amount = amountFor(order, input.amount);
    const say = (minor: bigint) => amountText(minor, order.currency);
    if (input.kind === 'refund' && amount > order.received) {
      throw new ApiError(RES.CONFLICT, `A refund of ${say(amount)} is more than the ${say(order.received)} received for order ${order.orderNo}.`);
    }
    if (input.kind === 'receipt') checkOverpayment(order, amount, input.overpayment);
    const receivedOn = pastDay(uc, input.receivedOn, 'receivedOn');
    const [receipt] = await uc.tx
      .insert(paymentReceipts)
      .values({ orderId: order.id, kind: input.kind, amount, receivedOn, method: input.method, note: input.note ?? null, staffId: staff.id, createdAt: uc.now })
      .returning();
    await movePaymentCounters(uc, order.id, { received: input.kind === 'refund' ? -amount : amount });
    const { order: after, mail } = await about(deps, uc, order.id);
    await recordAudit(uc.tx, staff, {
      action: input.kind === 'refund' ? 'payment.refund' : 'payment.receipt',
      targetType: 'order',
      targetId: order.id,
      summary: `Order ${order.orderNo}: ${input.kind === 'refund' ? 'refund' : 'receipt'} of ${say(amount)} recorded`,
      before: { received: say(order.received) },
      after: { receiptId: receipt!.id, kind: input.kind, amount: say(amount), receivedOn, method: input.method, received: say(after.received), ...(input.overpayment ? { overpayment: true } : {}) },
    });
    await mailCompany(uc, order, moneyRecordedMail({ ...mail, kind: input.kind, amount: say(amount), note: input.note ?? null }));
    if (input.kind === 'receipt') await emitEvent(uc, deps, paymentEvent(after, receipt!));
    return paymentsOf(deps, uc.tx, after, 'staff');
  });
}
