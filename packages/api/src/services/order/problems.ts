import { and, eq } from 'drizzle-orm';
import { ORDER_PROBLEM_KIND_TEXT, RES, type FileRef, type OrderMessage, type OrderProblemKind } from '@sw/protocol';
import { orderItems, orderMessages, orderProblems } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import { recordAudit } from '../audit';
import { lines, mailStaff, nickOf } from '../mail';
import { runUseCase, type UseCaseDeps } from '../useCase';
import { orderDeskLink, orderLink } from './mail';
import { checkThreadOpen, postOrderMessage, problemWindow, toOrderMessages } from './messages';
import { loadOrder } from './view';
import { companyMember, type Member } from '../../lib/member';
import { mailCompany } from '../company';

/**
 * Problem reports (docs/workflows.md, Order conversation): within 30 days of delivery the buyer reports what
 * happened, on which lines (pieces affected optional), with a description and photos. It is a flagged message of the
 * order's thread, open for the sales team until a staff member resolves it with a note (audited, emailed).
 */

type Deps = UseCaseDeps & { config: { publicUrl: string } };

export const problemNotFound = () => new ApiError(RES.NOT_FOUND, 'This problem report was not found.');

export interface ReportInput {
  orderId: number;
  kind: OrderProblemKind;
  lines: { lineId: number; qty?: number }[];
  description: string;
  files: FileRef[];
}

/** reportOrderProblem.do: the buyer's own delivered order, within the window (20009 with the reason otherwise). */
export function reportOrderProblem(deps: Deps, member: Member, input: ReportInput): Promise<OrderMessage> {
  return runUseCase(deps, async (uc) => {
    const order = await loadOrder(uc.tx, input.orderId, companyMember(member));
    const window = problemWindow(order, uc.now);
    if (!window.allowed) throw new ApiError(RES.CONFLICT, window.reason!);
    await checkThreadOpen(uc.tx, order, uc.now);
    const items = new Map((await uc.tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))).map((item) => [item.id, item]));
    for (const line of input.lines) {
      const item = items.get(line.lineId);
      if (!item) throw invalid('Please choose lines of this order.');
      if (line.qty !== undefined && line.qty > item.qty) {
        throw invalid(`${item.title}: at most the ${item.qty.toLocaleString('en-US')} pieces ordered can be affected.`);
      }
    }
    const row = await postOrderMessage(uc, order, member, 'buyer', { body: input.description, files: input.files }, deps.config.publicUrl, false);
    await uc.tx.insert(orderProblems).values({
      orderId: order.id,
      messageId: row.id,
      kind: input.kind,
      lines: input.lines.map((line) => ({ lineId: line.lineId, qty: line.qty ?? null })),
      createdAt: uc.now,
    });
    const nick = await nickOf(uc.tx, order.memberId);
    await mailStaff(uc, {
      subject: `Problem reported on order ${order.orderNo}: ${ORDER_PROBLEM_KIND_TEXT[input.kind]}`,
      text: lines(
        `${nick} (${member.email}) reported a problem with order ${order.orderNo}: ${ORDER_PROBLEM_KIND_TEXT[input.kind]}.`,
        ...input.lines.map((line) => `- ${items.get(line.lineId)!.title}${line.qty ? `: ${line.qty.toLocaleString('en-US')} pcs affected` : ''}`),
        '',
        input.description,
        input.files.length ? `Photos: ${input.files.map((file) => file.name).join(', ')}` : null,
        '',
        `See it and answer in the staff console: ${orderDeskLink(deps.config.publicUrl, order.id)}`,
      ),
    });
    const [message] = await toOrderMessages(uc.tx, order, [row]);
    return message!;
  });
}

/** staff/resolveOrderProblem.do: closes an open report with a note; audited, and the buyer is emailed. */
export function resolveOrderProblem(deps: Deps, staff: Member, input: { problemId: number; note: string }): Promise<OrderMessage> {
  return runUseCase(deps, async (uc) => {
    const [problem] = await uc.tx.select().from(orderProblems).where(eq(orderProblems.id, input.problemId)).for('update');
    if (!problem) throw problemNotFound();
    if (problem.resolvedAt) throw new ApiError(RES.CONFLICT, 'This problem report is already resolved.');
    const order = await loadOrder(uc.tx, problem.orderId);
    await uc.tx
      .update(orderProblems)
      .set({ resolvedAt: uc.now, resolvedBy: staff.id, resolution: input.note })
      .where(eq(orderProblems.id, problem.id));
    const kind = ORDER_PROBLEM_KIND_TEXT[problem.kind];
    await recordAudit(uc.tx, staff, {
      action: 'order.resolveProblem',
      targetType: 'order',
      targetId: order.id,
      summary: `Order ${order.orderNo}: problem report resolved (${kind})`,
      before: { problemId: String(problem.id), status: 'open' },
      after: { problemId: String(problem.id), status: 'resolved', note: input.note },
    });
    await mailCompany(uc, order, {
      subject: `Your problem report on order ${order.orderNo} is resolved`,
      text: lines(
        'Hello,',
        '',
        `Our sales team has resolved the problem you reported with order ${order.orderNo} (${kind.toLowerCase()}):`,
        '',
        input.note,
        '',
        `Your order and its conversation: ${orderLink(deps.config.publicUrl, order.id)}`,
      ),
    });
    const rows = await uc.tx.select().from(orderMessages).where(and(eq(orderMessages.orderId, order.id), eq(orderMessages.id, problem.messageId)));
    const [message] = await toOrderMessages(uc.tx, order, rows);
    return message!;
  });
}
