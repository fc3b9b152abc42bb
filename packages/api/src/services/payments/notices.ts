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
import { amountText, human, loadOrder, nextStep, orderMoney, type OrderRow, orderTheme } from '../order';
import type { UseCase, UseCaseDeps } from '../useCase';
import { moneyRecordedMail, noticeDecidedMail, noticeReceivedMail } from './mail';
import { paymentsOf, takesNotices, type NoticeRow } from './view';
import type { Member } from '../../lib/member';
import { mailCompany } from '../company';

/**
 * The payments domain's part of the money steps of an order (docs/workflows.md, Payments): the buyer's notice ('I have
 * paid'), and the sales team's confirmation or rejection of it, receipts without a notice and refunds. Each step is one
 * use case composed in workflows/payments.ts: the money row written here, the order's counters (`received`,
 * `notices_pending`, so the desk's filters read orders alone) by the order's step (workflows/steps/orderPayments.ts),
 * then the audit row for staff and the email from here, all or nothing. The order row is locked first, so counters
 * never lose an update.
 */

export type NoticeInput = z.output<typeof paymentNoticeSchema>;
export type ConfirmInput = z.output<typeof confirmNoticeSchema>;
export type RejectInput = z.output<typeof rejectNoticeSchema>;
export type RecordInput = z.output<typeof recordPaymentSchema>;

const noticeNotFound = () => new ApiError(RES.NOT_FOUND, 'This payment notice was not found.');

/** The amount a notice or receipt records: as typed (at most 2 decimals, checked by the schema), refused past twice the order's total. */
export function amountFor(order: Pick<OrderRow, 'total' | 'currency'>, amount: number, field = 'amount'): bigint {
  const minor = toMinor(amount);
  const most = order.total * BigInt(PAYMENT_LIMITS.noticeTotalFactor);
  if (minor > most) {
    throw invalid(`${field}: ${amountText(minor, order.currency)} is more than twice the order total of ${amountText(order.total, order.currency)}. Please check the amount.`);
  }
  return minor;
}

/** A receipt may take the amount paid past the order's total only when the sales person says so (issue 40). */
export function checkOverpayment(order: Pick<OrderRow, 'received' | 'total' | 'currency'>, amount: bigint, intended: boolean | undefined): void {
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

/** What the emails say about the order after the step (the order's counters moved). */
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

/** The limits of sendPaymentNotice.do (10009 past them), checked before its use case: per order and per member an hour. */
export async function checkNoticeLimits(deps: UseCaseDeps, member: Member, order: OrderRow, ip: string): Promise<void> {
  const caller = { db: deps.database.db, log: deps.log, ip, now: deps.now(), memberId: member.id };
  await enforce(perOrder(order.orderNo), String(order.id), caller);
  await enforce(PER_MEMBER, member.id, caller);
}

/** sendPaymentNotice.do's money row: the buyer's own order (locked), while it runs; the slip must be their own upload in slip/. */
export async function writeNotice(uc: UseCase, member: Member, order: OrderRow, input: NoticeInput): Promise<NoticeRow> {
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
  return notice!;
}

/** The desk told of a notice (once per burst); the buyer's answer, read after the order's counters moved. */
export async function tellNoticeSent(deps: UseCaseDeps, uc: UseCase, member: Member, notice: NoticeRow, input: NoticeInput): Promise<OrderPayments> {
  const { order: after, mail } = await about(deps, uc, notice.orderId);
  if (!(await inBurst(uc, notice))) await mailStaff(uc, noticeReceivedMail({
    ...mail,
    buyer: `${member.nick || member.email} (${member.email})`,
    amount: amountText(notice.amount, after.currency),
    paidOn: notice.paidOn,
    payer: input.payer,
    reference: input.reference ?? null,
    slip: Boolean(input.slip),
  }));
  return paymentsOf(deps, uc.tx, after, 'buyer');
}

/** The notice, locked; refused once decided, so a second confirmation (a double click, two staff) records nothing. */
export async function openNotice(uc: UseCase, noticeId: number): Promise<NoticeRow> {
  const [notice] = await uc.tx.select().from(paymentNotices).where(eq(paymentNotices.id, noticeId)).for('update');
  if (!notice) throw noticeNotFound();
  if (notice.status !== 'to_confirm') {
    const when = notice.decidedAt ? ` on ${notice.decidedAt.toISOString().slice(0, 10)}` : '';
    throw new ApiError(RES.CONFLICT, `This payment notice was already ${notice.status}${when}; nothing was recorded again.`);
  }
  return notice;
}

/** What a receipt wrote, for the order's counters and the audit row. */
export interface ReceiptWritten {
  receiptId: number;
  amount: bigint;
  receivedOn: string;
}

/** staff/confirmPaymentNotice.do's money rows: the receipt with the amount that arrived, the notice confirmed. */
export async function writeConfirmation(uc: UseCase, staff: Member, notice: NoticeRow, order: OrderRow, input: ConfirmInput): Promise<ReceiptWritten> {
  const amount = amountFor(order, input.amount);
  checkOverpayment(order, amount, input.overpayment);
  const receivedOn = pastDay(uc, input.receivedOn, 'receivedOn');
  const [receipt] = await uc.tx
    .insert(paymentReceipts)
    .values({ orderId: order.id, kind: 'receipt', amount, receivedOn, method: input.method, note: input.note ?? null, noticeId: notice.id, staffId: staff.id, createdAt: uc.now })
    .returning();
  await uc.tx.update(paymentNotices).set({ status: 'confirmed', decidedBy: staff.id, decidedAt: uc.now }).where(eq(paymentNotices.id, notice.id));
  return { receiptId: receipt!.id, amount, receivedOn };
}

/** The confirmation's audit row and the buyer's email, after the order's counters moved; the desk's payments. */
export async function tellConfirmed(deps: UseCaseDeps, uc: UseCase, staff: Member, notice: NoticeRow, before: OrderRow, written: ReceiptWritten, input: ConfirmInput): Promise<OrderPayments> {
  const { order: after, mail } = await about(deps, uc, before.id);
  const say = (minor: bigint) => amountText(minor, before.currency);
  await recordAudit(uc.tx, staff, {
    action: 'payment.confirm',
    targetType: 'order',
    targetId: before.id,
    summary: `Order ${before.orderNo}: payment notice ${notice.id} confirmed, ${say(written.amount)} received`,
    before: { notice: { id: notice.id, status: notice.status, amount: say(notice.amount) }, received: say(before.received) },
    after: { receiptId: written.receiptId, amount: say(written.amount), receivedOn: written.receivedOn, method: input.method, received: say(after.received), ...(input.overpayment ? { overpayment: true } : {}) },
  });
  await mailCompany(uc, before, noticeDecidedMail({ ...mail, amount: say(notice.amount), received: say(written.amount), reason: null }));
  return paymentsOf(deps, uc.tx, after, 'staff');
}

/** Whether a write met the unique index on the notice's receipt: a confirmation that still met it recorded nothing. */
export function alreadyConfirmed(error: unknown): ApiError | null {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION ? new ApiError(RES.CONFLICT, 'This payment notice was already confirmed; nothing was recorded again.') : null;
}

/** staff/rejectPaymentNotice.do's money row: the notice rejected with the reason the buyer reads; nothing is received. */
export async function writeRejection(uc: UseCase, staff: Member, notice: NoticeRow, input: RejectInput): Promise<void> {
  await uc.tx
    .update(paymentNotices)
    .set({ status: 'rejected', rejectReason: input.reason, decidedBy: staff.id, decidedAt: uc.now })
    .where(eq(paymentNotices.id, notice.id));
}

/** The rejection's audit row and the buyer's email, after the order's counters moved; the desk's payments. */
export async function tellRejected(deps: UseCaseDeps, uc: UseCase, staff: Member, notice: NoticeRow, order: OrderRow, input: RejectInput): Promise<OrderPayments> {
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
}

/** staff/recordPayment.do's money row: money that came without a notice, or a refund (never more than what was received). */
export async function writeReceipt(uc: UseCase, staff: Member, order: OrderRow, input: RecordInput): Promise<ReceiptWritten> {
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
  return { receiptId: receipt!.id, amount, receivedOn };
}

/** The receipt's or refund's audit row and the buyer's email, after the order's counters moved; the desk's payments. */
export async function tellRecorded(deps: UseCaseDeps, uc: UseCase, staff: Member, order: OrderRow, written: ReceiptWritten, input: RecordInput): Promise<OrderPayments> {
  const { order: after, mail } = await about(deps, uc, order.id);
  const say = (minor: bigint) => amountText(minor, order.currency);
  await recordAudit(uc.tx, staff, {
    action: input.kind === 'refund' ? 'payment.refund' : 'payment.receipt',
    targetType: 'order',
    targetId: order.id,
    summary: `Order ${order.orderNo}: ${input.kind === 'refund' ? 'refund' : 'receipt'} of ${say(written.amount)} recorded`,
    before: { received: say(order.received) },
    after: { receiptId: written.receiptId, kind: input.kind, amount: say(written.amount), receivedOn: written.receivedOn, method: input.method, received: say(after.received), ...(input.overpayment ? { overpayment: true } : {}) },
  });
  await mailCompany(uc, order, moneyRecordedMail({ ...mail, kind: input.kind, amount: say(written.amount), note: input.note ?? null }));
  return paymentsOf(deps, uc.tx, after, 'staff');
}
