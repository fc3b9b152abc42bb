import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { DOCUMENTS, MONEY_DIGITS, minorToNumber, toMinor, type OrderPayments, type PaymentNotice, type PaymentReceipt } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Reader } from '../../db/client';
import { paymentNotices, paymentReceipts } from '../../db/schema';
import { emailsOf } from '../auth';
import { awaitsConfirmation, loadOrder, nextStep, orderMoney, type OrderRow, orderTheme, signedAmountText } from '../order';
import { instructionsFor } from './instructions';
import type { RecordOwner } from '../../lib/member';

/** An order's money as the buyer (orderPayments.do) and the desk (staff/orderPayments.do) read it. */

export type NoticeRow = typeof paymentNotices.$inferSelect;
type ReceiptRow = typeof paymentReceipts.$inferSelect;

export function toNotice(row: NoticeRow): PaymentNotice {
  return {
    noticeId: String(row.id),
    status: row.status,
    amount: minorToNumber(row.amount),
    paidOn: row.paidOn,
    payer: row.payer,
    reference: row.reference,
    note: row.note,
    slip: row.slipKey ? { key: row.slipKey, name: row.slipName ?? row.slipKey, url: `/files/${row.slipKey}` } : null,
    createdAt: row.createdAt.toISOString(),
    rejectReason: row.rejectReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toReceipt(row: ReceiptRow, by: string | null | undefined): PaymentReceipt {
  return {
    receiptId: String(row.id),
    kind: row.kind,
    amount: minorToNumber(row.amount),
    receivedOn: row.receivedOn,
    method: row.method,
    note: row.note,
    noticeId: row.noticeId === null ? null : String(row.noticeId),
    createdAt: row.createdAt.toISOString(),
    pdfUrl: DOCUMENTS.receiptPdf(String(row.id)),
    ...(by === undefined ? {} : { by }),
  };
}

/** Notices and receipts can only be sent while the order runs: not once it is cancelled or completed. */
// Not before the order is placed: one awaiting its company's approval, or rejected, takes no money (services/order/approval.ts).
export const takesNotices = (order: Pick<OrderRow, 'status'>) => !['cancelled', 'completed', 'awaiting_approval', 'rejected'].includes(order.status);

/** The order's receipts, newest first, each with the email of the staff member who recorded it. */
async function receiptsWithStaff(db: Reader, orderId: number) {
  const rows = await db.select().from(paymentReceipts).where(eq(paymentReceipts.orderId, orderId)).orderBy(desc(paymentReceipts.createdAt), desc(paymentReceipts.id));
  const emails = await emailsOf(db, rows.map((row) => row.staffId));
  return rows.map((row) => ({ row, by: row.staffId === null ? null : emails.get(row.staffId) ?? null }));
}

export async function paymentsOf(deps: Pick<AppDeps, 'config'>, db: Reader, order: OrderRow, side: 'buyer' | 'staff'): Promise<OrderPayments> {
  const [notices, receipts, bank] = await Promise.all([
    db.select().from(paymentNotices).where(eq(paymentNotices.orderId, order.id)).orderBy(desc(paymentNotices.createdAt), desc(paymentNotices.id)),
    receiptsWithStaff(db, order.id),
    instructionsFor(db, orderTheme(order).name),
  ]);
  const money = orderMoney(order);
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    currency: order.currency,
    total: minorToNumber(money.total),
    terms: money.terms,
    deposit: minorToNumber(money.deposit),
    balanceDue: minorToNumber(money.balanceDue),
    paid: minorToNumber(money.paid),
    dueNow: minorToNumber(money.dueNow),
    balance: minorToNumber(money.balance),
    overpaid: minorToNumber(money.paid > money.total ? money.paid - money.total : 0n),
    // The buyer's sentence writes amounts as the figures beside it do (CN¥), the desk's with the code.
    nextStep: side === 'buyer' ? nextStep(order, money, (minor) => signedAmountText(minor, order.currency)) : nextStep(order, money),
    awaitingConfirmation: awaitsConfirmation(order),
    reference: order.orderNo,
    bank,
    notices: notices.map(toNotice),
    receipts: receipts.map(({ row, by }) => toReceipt(row, side === 'staff' ? by : undefined)),
    // 'I have paid' is offered once a payment is asked: the order confirmed (issue 49), and not yet paid in full.
    canNotify: side === 'buyer' && takesNotices(order) && !awaitsConfirmation(order) && money.paid < money.total,
  };
}

/** orderPayments.do (the buyer's own order; another member's is 20004) and staff/orderPayments.do. */
export async function orderPayments(deps: Pick<AppDeps, 'config' | 'database'>, orderId: number, side: 'buyer' | 'staff', owner?: RecordOwner): Promise<OrderPayments> {
  const db = deps.database.db;
  return paymentsOf(deps, db, await loadOrder(db, orderId, owner), side);
}

/**
 * A receipt (or refund) with what its order had received, less refunds, once it was recorded (its PDF, queries/receipt.ts).
 * Receipts are numbered as they are recorded: this one and those before it count.
 */
export async function receiptSoFar(db: Reader, receiptId: number): Promise<{ receipt: ReceiptRow; paidWithIt: bigint } | undefined> {
  const [receipt] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receiptId)).limit(1);
  if (!receipt) return undefined;
  const [paid] = await db
    .select({ minor: sql<string>`coalesce(sum(case when ${paymentReceipts.kind} = 'refund' then -${paymentReceipts.amount} else ${paymentReceipts.amount} end), 0)` })
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orderId, receipt.orderId), lte(paymentReceipts.id, receipt.id)));
  return { receipt, paidWithIt: toMinor(paid?.minor ?? '0', MONEY_DIGITS) };
}
