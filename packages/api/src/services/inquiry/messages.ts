import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FileRef, InquiryMessage } from '@sw/protocol';
import { inquiries, inquiryMessages } from '../../db/schema';
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit';
import { checkOwnFiles, distinctFiles } from '../files';
import { runUseCase, type UseCase, type UseCaseDeps } from '../useCase';
import { deskLink, detailsLink, fileNames, mailThreadMessage, newThreadMessage, type ThemeName, threadAuthors, toThreadMessage } from '../mail';
import { loadInquiry, type Side } from './view';
import { type Member, type RecordOwner } from '../../lib/member';

/**
 * The buyer–sales thread of an inquiry. A buyer reaches only their own inquiries' threads, the sales team
 * every thread. Reading marks the other side's messages read for the reader's side; each new message is
 * emailed to the other side (the buyer → every staff member, the sales team → the buyer).
 */

const otherSide = (side: Side): Side => (side === 'buyer' ? 'staff' : 'buyer');
const readColumn = (side: Side) => (side === 'buyer' ? inquiryMessages.readByBuyerAt : inquiryMessages.readByStaffAt);

/**
 * The thread of an inquiry, oldest first, read by `side`: the other side's unread messages are marked read first.
 * Runs in the caller's transaction (the staff view reads it with the rest of the inquiry).
 */
export async function readThread(tx: Tx, inquiry: { id: number; memberId: string }, side: Side, now: Date): Promise<InquiryMessage[]> {
  const readAt = readColumn(side);
  await tx
    .update(inquiryMessages)
    .set(side === 'buyer' ? { readByBuyerAt: now } : { readByStaffAt: now })
    .where(and(eq(inquiryMessages.inquiryId, inquiry.id), eq(inquiryMessages.authorSide, otherSide(side)), isNull(readAt)));
  const rows = await tx
    .select()
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, inquiry.id))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const [nicks, names] = await Promise.all([threadAuthors(tx, rows), fileNames(tx, rows.flatMap((row) => row.fileKeys))]);
  return rows.map((row) => toThreadMessage(row, nicks, names));
}

/** inquiryMessages.do (buyer: `owner` is the member's company) and staff/inquiryMessages.do (no owner). */
export function listMessages(deps: UseCaseDeps, inquiryId: number, side: Side, owner?: RecordOwner): Promise<InquiryMessage[]> {
  return runUseCase(deps, async (uc) => readThread(uc.tx, await loadInquiry(uc.tx, inquiryId, owner), side, uc.now));
}

/**
 * Adds a message to the thread in the caller's use case (the revision request writes its message with its step).
 * Files must be the author's own uploads. The other side is emailed (unless `notify` is false).
 */
export async function postMessage(
  uc: UseCase,
  inquiry: { id: number; memberId: string; inquiryNo: string; theme: ThemeName },
  author: Pick<Member, 'id'>,
  side: Side,
  message: { body: string; files: FileRef[] },
  publicUrl: string,
  /** False when the caller sends its own email about it (the revision request). */
  notify = true,
): Promise<InquiryMessage> {
  const files = distinctFiles(message.files);
  await checkOwnFiles(uc.tx, author.id, files);
  const [row] = await uc.tx
    .insert(inquiryMessages)
    .values({ inquiryId: inquiry.id, ...newThreadMessage(author.id, side, message.body, files, uc.now) })
    .returning();
  await uc.tx.update(inquiries).set({ updatedAt: uc.now }).where(eq(inquiries.id, inquiry.id));
  // The caller's own email says it when `notify` is false.
  if (notify) {
    await mailThreadMessage(
      uc,
      { side, memberId: inquiry.memberId, what: `inquiry ${inquiry.inquiryNo}`, buyerLink: detailsLink(publicUrl, inquiry.id), deskLink: deskLink(publicUrl), theme: inquiry.theme },
      { body: message.body, files },
    );
  }
  const names = new Map(files.map((file) => [file.key, file.name]));
  return toThreadMessage(row!, await threadAuthors(uc.tx, [row!]), names);
}

/**
 * sendInquiryMessage.do (buyer: `owner` is the member's company) and staff/sendInquiryMessage.do (no owner). A staff
 * reply writes its audit row in the same use case, like every staff change.
 */
export function sendMessage(
  deps: UseCaseDeps & { config: { publicUrl: string } },
  author: Pick<Member, 'id' | 'email'>,
  side: Side,
  input: { inquiryId: number; body: string; files: FileRef[] },
  owner?: RecordOwner,
): Promise<InquiryMessage> {
  return runUseCase(deps, async (uc) => {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, owner);
    const message = await postMessage(uc, inquiry, author, side, input, deps.config.publicUrl);
    if (side === 'staff') {
      await recordAudit(uc.tx, author, {
        action: 'inquiry.message',
        targetType: 'inquiry',
        targetId: inquiry.id,
        summary: `Inquiry ${inquiry.inquiryNo}: message sent to the buyer`,
        after: { messageId: message.messageId, body: message.body, files: message.files.map((file) => file.name) },
      });
    }
    return message;
  });
}
