import { and, asc, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { ORDER_THREAD_LIMITS, RES, type FileRef, type OrderMessage, type OrderProblem, type OrderThread } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { orderItems, orderMessages, orderProblems, orderStatusHistory } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { enforce, type LimitRule } from '../../lib/rateLimit';
import { recordAudit } from '../audit';
import { attachOrderFiles, checkOwnFiles, distinctFiles } from '../files';
import { fileNames, mailThreadMessage, newThreadMessage, threadAuthors, toThreadMessage, type ThreadSide } from '../mail';
import { runUseCase, type UseCase, type UseCaseDeps } from '../useCase';
import { orderDeskLink, orderLink } from './mail';
import { loadOrderToTalkAbout, type OrderRow } from './view';
import { type Member, type RecordOwner } from '../../lib/member';

/**
 * The order's conversation (docs/workflows.md, Order conversation): the buyer–sales thread of an order, like the
 * inquiry's (the shared parts are in services/mail/thread.ts). A buyer reaches only their own orders (20004 for
 * another's), the sales team every order. Reading marks the other side's messages read for the reader's side; each
 * new message is emailed to the other side, and its files are registered in order_files so the other side may read
 * them. Problem reports (services/order/problems.ts) are flagged messages of the same thread.
 */

type Deps = UseCaseDeps & { config: { publicUrl: string } };
type MessageRow = typeof orderMessages.$inferSelect;
type ProblemRow = typeof orderProblems.$inferSelect;

const DAY_MS = 86_400_000;
const dayText = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * When the goods reached the buyer: the buyer's confirmation of receipt, or the order's completion without it
 * (orders.delivered_at, services/order/complete.ts); before either, the day the last piece shipped, so a buyer
 * may report a problem as soon as everything is on its way.
 */
export function deliveredAt(order: Pick<OrderRow, 'status' | 'shippedAt' | 'deliveredAt'>): Date | null {
  if (order.status !== 'shipped' && order.status !== 'completed') return null;
  return order.deliveredAt ?? order.shippedAt;
}

/** When the order was cancelled (its last step to cancelled), or null. */
async function cancelledAt(db: Reader, order: OrderRow): Promise<Date | null> {
  if (order.status !== 'cancelled') return null;
  const [step] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.parentId, order.id), eq(orderStatusHistory.toStatus, 'cancelled')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return step?.at ?? order.updatedAt;
}

/** Why no new message may be written: a cancelled order's thread stays open 30 days, then is kept for reading. */
export async function threadClosedReason(db: Reader, order: OrderRow, now: Date): Promise<string | null> {
  const cancelled = await cancelledAt(db, order);
  if (!cancelled || now.getTime() - cancelled.getTime() <= ORDER_THREAD_LIMITS.closedThreadDays * DAY_MS) return null;
  return `This order was cancelled on ${dayText(cancelled)}; its conversation is kept for reference. For anything new, please send a new inquiry or write to us from the contact page.`;
}

/** Whether the buyer may report a problem now: from delivery until 30 days after it. */
export function problemWindow(order: Pick<OrderRow, 'status' | 'shippedAt' | 'deliveredAt'>, now: Date): OrderThread['problemReport'] {
  const delivered = deliveredAt(order);
  if (!delivered) return { allowed: false, reason: 'A problem can be reported once the order has been delivered.', until: null };
  const until = new Date(delivered.getTime() + ORDER_THREAD_LIMITS.problemDays * DAY_MS);
  if (now > until) {
    return {
      allowed: false,
      reason: `Problems can be reported within ${ORDER_THREAD_LIMITS.problemDays} days of delivery; that time ended on ${dayText(until)}. Please write to our sales team in the conversation instead.`,
      until: until.toISOString(),
    };
  }
  return { allowed: true, reason: null, until: until.toISOString() };
}

/** The problem reports' facts for the given message rows, by message id (line titles from the order's lines). */
async function problemsOf(db: Reader, orderId: number, messageIds: number[]): Promise<Map<number, OrderProblem>> {
  if (!messageIds.length) return new Map();
  const rows = await db.select().from(orderProblems).where(and(eq(orderProblems.orderId, orderId), inArray(orderProblems.messageId, messageIds)));
  if (!rows.length) return new Map();
  const titles = new Map(
    (await db.select({ id: orderItems.id, title: orderItems.title }).from(orderItems).where(eq(orderItems.orderId, orderId))).map((item) => [item.id, item.title]),
  );
  return new Map(rows.map((row) => [row.messageId, toProblem(row, titles)]));
}

export function toProblem(row: ProblemRow, titles: Map<number, string>): OrderProblem {
  return {
    problemId: String(row.id),
    kind: row.kind,
    lines: row.lines.map((line) => ({ lineId: String(line.lineId), title: titles.get(line.lineId) ?? 'A line of the order', qty: line.qty })),
    status: row.resolvedAt ? 'resolved' : 'open',
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

/** Messages as `side` reads them, with their problem reports. */
export async function toOrderMessages(db: Reader, order: OrderRow, rows: MessageRow[]): Promise<OrderMessage[]> {
  const [nicks, names, problems] = await Promise.all([
    threadAuthors(db, rows),
    fileNames(db, rows.flatMap((row) => row.fileKeys)),
    problemsOf(db, order.id, rows.map((row) => row.id)),
  ]);
  return rows.map((row) => ({ ...toThreadMessage(row, nicks, names), problem: problems.get(row.id) ?? null }));
}

async function readThread(tx: Tx, order: OrderRow, side: ThreadSide, now: Date): Promise<OrderMessage[]> {
  await tx
    .update(orderMessages)
    .set(side === 'buyer' ? { readByBuyerAt: now } : { readByStaffAt: now })
    .where(and(
      eq(orderMessages.orderId, order.id),
      eq(orderMessages.authorSide, side === 'buyer' ? 'staff' : 'buyer'),
      isNull(side === 'buyer' ? orderMessages.readByBuyerAt : orderMessages.readByStaffAt),
    ));
  const rows = await tx.select().from(orderMessages).where(eq(orderMessages.orderId, order.id)).orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return toOrderMessages(tx, order, rows);
}

/** orderMessages.do (buyer: `owner` is the member's company) and staff/orderMessages.do (no owner). */
export function orderThread(deps: UseCaseDeps, orderId: number, side: ThreadSide, owner?: RecordOwner): Promise<OrderThread> {
  return runUseCase(deps, async (uc) => {
    const order = await loadOrderToTalkAbout(uc.tx, orderId, owner);
    const messages = await readThread(uc.tx, order, side, uc.now);
    return { messages, closed: await threadClosedReason(uc.tx, order, uc.now), problemReport: problemWindow(order, uc.now) };
  });
}

/**
 * Writes a message in the caller's use case: the author's own uploads only (checkOwnFiles, for staff too), each
 * registered in order_files so the other side may read it. The other side is emailed unless `notify` is false
 * (the problem report sends its own email).
 */
export async function postOrderMessage(
  uc: UseCase,
  order: OrderRow,
  author: Pick<Member, 'id'>,
  side: ThreadSide,
  message: { body: string; files: FileRef[] },
  publicUrl: string,
  notify = true,
): Promise<MessageRow> {
  const files = distinctFiles(message.files);
  await checkOwnFiles(uc.tx, author.id, files);
  const [row] = await uc.tx
    .insert(orderMessages)
    .values({ orderId: order.id, ...newThreadMessage(author.id, side, message.body, files, uc.now) })
    .returning();
  await attachOrderFiles(uc.tx, order.id, `message:${row!.id}`, files);
  if (notify && !(side === 'buyer' && (await inBurst(uc, row!)))) {
    await mailThreadMessage(
      uc,
      { side, memberId: order.memberId, what: `order ${order.orderNo}`, buyerLink: orderLink(publicUrl, order.id), deskLink: orderDeskLink(publicUrl, order.id), theme: order.theme },
      { body: message.body, files, footnote: side === 'buyer' ? BURST_FOOTNOTE : null },
    );
  }
  return row!;
}

/** A buyer's messages close together are one burst: the desk is mailed for the first, and reads the rest in the thread. */
const BURST_MS = 10 * 60_000;
const BURST_FOOTNOTE = 'More messages on this order in the next 10 minutes, while this one is unread, come without another mail: the conversation shows them all.';

/** Whether the buyer's side wrote another message on the order within the burst before this one, still unread by the desk. */
async function inBurst(uc: UseCase, message: MessageRow): Promise<boolean> {
  const [earlier] = await uc.tx.select({ id: orderMessages.id }).from(orderMessages).where(and(
    eq(orderMessages.orderId, message.orderId), ne(orderMessages.id, message.id), eq(orderMessages.authorSide, 'buyer'),
    isNull(orderMessages.readByStaffAt), gt(orderMessages.createdAt, new Date(uc.now.getTime() - BURST_MS)),
  )).limit(1);
  return Boolean(earlier);
}

const TEN_MINUTES_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
/** How much a buyer may write to the desk (10009 past it): per order in 10 minutes, and per member an hour. */
const MESSAGES_PER_ORDER = 20;
const MESSAGES_PER_MEMBER = 60;
const perOrder = (orderNo: string): LimitRule => ({
  name: 'order-message-order', max: MESSAGES_PER_ORDER, windowMs: TEN_MINUTES_MS,
  message: `You have written ${MESSAGES_PER_ORDER} messages on order ${orderNo} in the last 10 minutes. Please wait a few minutes before writing again: our sales team reads every one.`,
});
const PER_MEMBER: LimitRule = {
  name: 'order-message-member', max: MESSAGES_PER_MEMBER, windowMs: HOUR_MS,
  message: `You have written ${MESSAGES_PER_MEMBER} order messages in the last hour. Please wait before writing again: our sales team reads every one.`,
};

/** A buyer's message counted against the limits (before its use case; the order's number names it in the refusal). */
async function countBuyerMessage(deps: UseCaseDeps, author: Pick<Member, 'id'>, orderId: number, buyer: { owner: RecordOwner; ip: string }): Promise<void> {
  const order = await loadOrderToTalkAbout(deps.database.db, orderId, buyer.owner);
  const caller = { db: deps.database.db, log: deps.log, ip: buyer.ip, now: deps.now(), memberId: author.id };
  await enforce(perOrder(order.orderNo), `${author.id}:${order.id}`, caller);
  await enforce(PER_MEMBER, author.id, caller);
}

/** Refuses a new message on a closed thread (20009 with the reason). */
export async function checkThreadOpen(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const closed = await threadClosedReason(tx, order, now);
  if (closed) throw new ApiError(RES.CONFLICT, closed);
}

/**
 * sendOrderMessage.do (buyer: `buyer.owner` is the member's company, and the limits count the message) and
 * staff/sendOrderMessage.do (no owner). A staff reply writes its audit row in the same use case, like every staff change.
 */
export async function sendOrderMessage(
  deps: Deps,
  author: Pick<Member, 'id' | 'email'>,
  side: ThreadSide,
  input: { orderId: number; body: string; files: FileRef[] },
  buyer?: { owner: RecordOwner; ip: string },
): Promise<OrderMessage> {
  const owner = buyer?.owner;
  if (buyer) await countBuyerMessage(deps, author, input.orderId, buyer);
  return runUseCase(deps, async (uc) => {
    const order = await loadOrderToTalkAbout(uc.tx, input.orderId, owner);
    await checkThreadOpen(uc.tx, order, uc.now);
    const row = await postOrderMessage(uc, order, author, side, input, deps.config.publicUrl);
    const [message] = await toOrderMessages(uc.tx, order, [row]);
    if (side === 'staff') {
      await recordAudit(uc.tx, author, {
        action: 'order.message',
        targetType: 'order',
        targetId: order.id,
        summary: `Order ${order.orderNo}: message sent to the buyer`,
        after: { messageId: message!.messageId, body: message!.body, files: message!.files.map((file) => file.name) },
      });
    }
    return message!;
  });
}
