import { and, eq } from 'drizzle-orm';
import { formatMinor, RES, toMinor, type TierMargin } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { quotationApprovals, quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { findMember, staffHolding } from '../auth';
import type { InquiryRow } from '../inquiry';
import { branded, deskLink, lines } from '../mail';
import type { UseCase } from '../useCase';

/**
 * Approval of a draft below its margin floor (issue 52, point 6; docs/protocol.md, Margin floor): the sales person
 * asks, a sales manager approves (the workflow then sends the draft) or returns it with a note; the sales person is
 * mailed either way. The workflow (workflows/marginFloor.ts) audits each step. While a request is pending its draft cannot change or be sent.
 */

type ApprovalRow = typeof quotationApprovals.$inferSelect;

export async function pendingApprovalOf(db: Reader, quotationId: number): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(quotationApprovals)
    .where(and(eq(quotationApprovals.quotationId, quotationId), eq(quotationApprovals.status, 'pending'))).limit(1);
  return row;
}

/** A draft waiting for a sales manager stays as it was asked: no save, no send, no second request (20051). */
export async function assertNoPendingApproval(db: Reader, quotationId: number): Promise<void> {
  if (!(await pendingApprovalOf(db, quotationId))) return;
  throw new ApiError(RES.APPROVAL_PENDING, 'This draft waits for a sales manager’s approval of its prices below the margin floor, so it cannot change or be sent now. The manager approves it (which sends it) or returns it with a note.');
}

const priceLines = (below: readonly TierMargin[]) =>
  below.map((b) => `- Line ${b.lineIndex + 1} from ${b.minQty} pcs at ${formatMinor(toMinor(b.unitPrice))}: margin ${b.margin ?? 'none'} %, floor ${b.floor.percent} % (${b.floor.source})`);

/** staff/margin/askApproval.do's quotation part: the pending request, and the managers mailed. */
export async function openApproval(
  uc: UseCase, member: Member, inquiry: InquiryRow, input: { quotationId: number; note?: string }, below: readonly TierMargin[], publicUrl: string,
): Promise<number> {
  await uc.tx.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, input.quotationId)).for('update');
  await assertNoPendingApproval(uc.tx, input.quotationId);
  const [row] = await uc.tx.insert(quotationApprovals).values({
    inquiryId: inquiry.id, quotationId: input.quotationId, status: 'pending', askedBy: member.id, askedAt: uc.now, note: input.note ?? null,
  }).returning();
  const mail = branded(inquiry.theme, {
    subject: `Approval asked: quotation for inquiry ${inquiry.inquiryNo} below the margin floor`,
    text: lines(
      `${member.nick || member.email} asks you to approve the draft quotation for inquiry ${inquiry.inquiryNo}: some prices are below the margin floor.`,
      ...priceLines(below),
      input.note ? `Their note: ${input.note}` : null,
      '',
      `Approve it (which sends it to the buyer) or return it with a note on the approvals queue: ${deskLink(publicUrl)}/approvals`,
    ),
  }, 'staff');
  for (const manager of await staffHolding(uc.tx, ['sales_manager'])) {
    if (manager.id !== member.id) await uc.queueMail({ ...mail, to: manager.email });
  }
  return row!.id;
}

/** The request a manager decides, locked; 20052 when it was decided already (by another manager, or returned). */
export async function lockPendingApproval(uc: UseCase, approvalId: number): Promise<ApprovalRow> {
  const [row] = await uc.tx.select().from(quotationApprovals).where(eq(quotationApprovals.id, approvalId)).limit(1).for('update');
  if (!row) throw new ApiError(RES.NOT_FOUND, 'This approval request was not found.');
  if (row.status !== 'pending' || row.quotationId === null) {
    throw new ApiError(RES.APPROVAL_DECIDED, `This approval request was already ${row.status === 'pending' ? 'closed: its draft is gone' : row.status}. Please open the queue again.`);
  }
  return row;
}

/**
 * A manager's decision on a locked pending request: the row decided, and the sales person mailed. Approving
 * is completed by the workflow, which sends the draft in the same use case.
 */
export async function decideApproval(
  uc: UseCase, member: Member, inquiry: InquiryRow, row: ApprovalRow, decision: 'approved' | 'returned', note: string | null, publicUrl: string,
): Promise<void> {
  await uc.tx.update(quotationApprovals).set({ status: decision, decidedBy: member.id, decidedAt: uc.now, decisionNote: note }).where(eq(quotationApprovals.id, row.id));
  const asker = await findMember(uc.tx, row.askedBy);
  if (!asker || asker.id === member.id) return;
  const mail = branded(inquiry.theme, decision === 'approved'
    ? {
      subject: `Approved and sent: quotation for inquiry ${inquiry.inquiryNo}`,
      text: lines(`${member.nick || member.email} approved the prices below the margin floor; the quotation was sent to the buyer.`, note ? `Their note: ${note}` : null),
    }
    : {
      subject: `Returned: quotation for inquiry ${inquiry.inquiryNo}`,
      text: lines(`${member.nick || member.email} returned the draft quotation for inquiry ${inquiry.inquiryNo}:`, note, '', `Change the draft and send it again: ${deskLink(publicUrl)}/inquiries/${inquiry.id}`),
    }, 'staff');
  await uc.queueMail({ ...mail, to: asker.email });
}
