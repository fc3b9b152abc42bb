import { and, eq, notInArray } from 'drizzle-orm';
import { formatMinor, promisedShipDay, RES, UNPLACED_ORDER_STATUSES, type OrderStatus } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { companyRoleOf, lockCompany } from '../auth';
import { companyAdmins, mailCompany } from '../company';
import { brandOf, buyerOf, lines } from '../mail';
import { SYSTEM_ACTOR, type UseCase } from '../useCase';
import { human, orderLink } from './mail';
import { orderNotFound, type OrderRow } from './view';
import { moveOrderStatus } from './statusStep';

/**
 * Order approval (docs/protocol.md, Order approval). A company admin may set an amount (companies.approval_threshold)
 * above which an order placed by anyone but an admin waits for an admin: it is saved as awaiting_approval, the sales
 * team does not see it, and the company's admins are emailed. An admin approves it (it is then placed, with the same
 * mails as a direct placement) or rejects it with a reason; the buyer may cancel it meanwhile.
 *
 * The rule cannot be skipped: `placingStatus` runs inside the placing transaction (workflows/placeOrder.ts and
 * workflows/requestSamples.ts), with the company row locked, and reads the threshold and the placer's role there; a
 * retry, a parallel call or a threshold changed meanwhile is decided by that one locked read.
 */

/** The orders the sales team sees: placed ones, not those waiting for the company's approval or rejected by it. */
export const seenBySalesTeam = () => notInArray(orders.status, [...UNPLACED_ORDER_STATUSES]);

const display = (person: { nick: string; email: string }) => (person.nick ? `${person.nick} (${person.email})` : person.email);

/** The company's approval amount when `memberId` (not one of its admins) places `total` above it, else null; the company row locked. */
async function amountPassed(uc: UseCase, memberId: string, companyId: string, total: bigint): Promise<bigint | null> {
  const threshold = (await lockCompany(uc.tx, companyId))?.approvalThreshold;
  if (threshold === null || threshold === undefined || total <= threshold) return null;
  // The role as stored now (a role changed since the session began counts), not the session's copy.
  return (await companyRoleOf(uc.tx, memberId, companyId)) === 'admin' ? null : threshold;
}

/** The status a new order starts in: awaiting_approval when a non-admin places more than the company's threshold. */
export async function placingStatus(uc: UseCase, memberId: string, companyId: string, total: bigint): Promise<OrderStatus> {
  return (await amountPassed(uc, memberId, companyId, total)) === null ? 'placed' : 'awaiting_approval';
}

/**
 * Why an order a buyer brought along when joining a company (workflows/joinCompany.ts) must wait for its admin: placed
 * there, it would have waited. Only an order the sales team has not confirmed yet; null when it may go on as it is.
 */
export async function joinedOrderAboveAmount(uc: UseCase, order: OrderRow): Promise<string | null> {
  if (order.status !== 'placed') return null;
  const threshold = await amountPassed(uc, order.memberId, order.companyId, order.total);
  return threshold === null ? null : `${order.currency} ${formatMinor(order.total)} is above the company’s approval amount of ${order.currency} ${formatMinor(threshold)}`;
}

/**
 * An order brought along by `who`, a buyer who joined a company, held for its admin (`why`: the rule it breaks there): back to
 * awaiting_approval, out of the sales team's queue, with the mails of an order placed to wait.
 */
export async function holdJoinedOrder(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, who: string, why: string): Promise<void> {
  const sentence = `It was placed before ${who} joined the company, and ${why}`;
  await moveOrderStatus(uc, order.id, 'awaiting_approval', SYSTEM_ACTOR, `Waits for approval: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}.`);
  await mailAwaitingApproval(uc, deps, order, sentence);
}

/**
 * The mails of an order that waits: each company admin is asked to decide, the buyer is told who decides. `why` (a
 * sentence without its full stop) says why it waits, when not for the approval amount.
 */
export async function mailAwaitingApproval(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, why?: string): Promise<void> {
  const brand = brandOf(order.theme);
  const buyer = await buyerOf(uc.tx, order.memberId);
  const admins = await companyAdmins(uc.tx, order.companyId);
  const total = `${order.currency} ${formatMinor(order.total)}`;
  const link = orderLink(deps.config.publicUrl, order.id);
  for (const admin of admins) {
    await uc.queueMail({
      to: admin.email,
      fromName: brand,
      subject: `${brand}: an order of ${buyer.nick || buyer.email} waits for your approval`,
      text: lines(
        'Hello,',
        '',
        `${display(buyer)} placed order ${order.orderNo}${order.poNumber ? ` (reference ${order.poNumber})` : ''} for ${total}.`,
        `${why ?? 'It is above your company’s approval amount'}, so it waits for an admin: approve it and it goes to our sales team, or reject it with a reason.`,
        '',
        `Approve or reject it here: ${link}`,
        '',
        `The ${brand} sales team`,
      ),
    });
  }
  await uc.queueMail({
    to: buyer.email,
    fromName: brand,
    subject: `${brand}: your order ${order.orderNo} waits for approval`,
    text: lines(
      'Hello,',
      '',
      why ? `Your order ${order.orderNo} for ${total} waits for approval. ${why}.` : `Your order ${order.orderNo} for ${total} is above your company’s approval amount.`,
      `It waits for an admin of your company to approve it: ${admins.map(display).join(', ') || 'your company’s admins'}. We will write again when it is approved and we have it.`,
      '',
      `Your order: ${link}`,
      '',
      `The ${brand} sales team`,
    ),
  });
}

/** The company's order awaiting approval, locked: another company's is 20004, one not waiting 20009. */
async function awaitingOrder(uc: UseCase, companyId: string, orderId: number, step: 'approved' | 'rejected'): Promise<OrderRow> {
  const [order] = await uc.tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.companyId, companyId))).for('update');
  if (!order) throw orderNotFound();
  if (order.status !== 'awaiting_approval') {
    throw new ApiError(RES.CONFLICT, `Order ${order.orderNo} is ${human(order.status)}: only an order awaiting approval can be ${step}.`);
  }
  return order;
}

/**
 * approveOrder.do's step (workflows/approveOrder.ts): a company admin approves; the order is placed. Answers the placed
 * row and who approved it, for the mails of a direct placement (the workflow sends them). `leadTimeOf` reads the
 * quotation's lead time (the quotation domain's) for the promised day.
 */
export async function approveAwaitingOrder(
  uc: UseCase, member: Member, orderId: number, leadTimeOf: (quotationId: number) => Promise<number | undefined>,
): Promise<{ placed: OrderRow; by: string }> {
  const order = await awaitingOrder(uc, companyMember(member).companyId, orderId, 'approved');
  const leadTimeDays = order.quotationId === null ? undefined : await leadTimeOf(order.quotationId);
  const quotation = leadTimeDays === undefined ? undefined : { leadTimeDays };
  const by = display(member);
  await moveOrderStatus(uc, order.id, 'placed', { actor: 'admin', memberId: member.id }, `Approved by ${by}.`);
  // Placed now: the promised day counts from the approval, as it counts from a direct placement.
  const [placed] = await uc.tx
    .update(orders)
    .set({ decidedBy: member.id, decidedAt: uc.now, promisedShipDate: quotation ? promisedShipDay(uc.now, quotation.leadTimeDays) : order.promisedShipDate })
    .where(eq(orders.id, order.id))
    .returning();
  return { placed: placed!, by };
}

/**
 * rejectOrder.do's step (workflows/approveOrder.ts): a company admin rejects with a reason; the buyer is told it, and
 * the quotation may be ordered again.
 */
export async function rejectAwaitingOrder(uc: UseCase, deps: Pick<AppDeps, 'config'>, member: Member, input: { orderId: number; reason: string }): Promise<void> {
  const order = await awaitingOrder(uc, companyMember(member).companyId, input.orderId, 'rejected');
  const by = display(member);
  await moveOrderStatus(uc, order.id, 'rejected', { actor: 'admin', memberId: member.id }, input.reason);
  await uc.tx.update(orders).set({ decidedBy: member.id, decidedAt: uc.now, rejectedReason: input.reason }).where(eq(orders.id, order.id));
  const brand = brandOf(order.theme);
  await mailCompany(uc, order, {
    fromName: brand,
    subject: `${brand}: your order ${order.orderNo} was not approved`,
    text: lines(
      'Hello,',
      '',
      `${by}, an admin of your company, did not approve your order ${order.orderNo}.`,
      `Reason: ${input.reason}`,
      '',
      'The quotation can be ordered again while it is valid.',
      `Your order: ${orderLink(deps.config.publicUrl, order.id)}`,
      '',
      `The ${brand} sales team`,
    ),
  });
}
