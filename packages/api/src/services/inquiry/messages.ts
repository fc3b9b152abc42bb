import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FileRef, InquiryMessage } from '@sw/protocol';
import { inquiries, inquiryMessages, members, uploads } from '../../db/schema';
import type { Reader, Tx } from '../../db/client';
import type { Member } from '../auth/sessions';
import { recordAudit } from '../audit';
import { checkOwnFiles, distinctFiles } from '../files/ownership';
import { runUseCase, type UseCase, type UseCaseDeps } from '../workflow/useCase';
import { branded, deskLink, detailsLink, lines, mailBuyer, mailStaff, type ThemeName } from '../mail/compose';
import { loadInquiry, type Side } from './view';

/**
 * The buyer–sales thread of an inquiry. A buyer reaches only their own inquiries' threads, the sales team
 * every thread. Reading marks the other side's messages read for the reader's side; each new message is
 * emailed to the other side (the buyer → every staff member, the sales team → the buyer).
 */

type MessageRow = typeof inquiryMessages.$inferSelect;

export const SALES_TEAM_NAME = 'Sales team';
const otherSide = (side: Side): Side => (side === 'buyer' ? 'staff' : 'buyer');
const readColumn = (side: Side) => (side === 'buyer' ? inquiryMessages.readByBuyerAt : inquiryMessages.readByStaffAt);

/** The names the files were uploaded with, by key. */
async function fileNames(db: Reader, keys: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(keys)];
  if (!distinct.length) return new Map();
  const rows = await db.select({ key: uploads.key, name: uploads.name }).from(uploads).where(inArray(uploads.key, distinct));
  return new Map(rows.map((row) => [row.key, row.name]));
}

function toMessage(row: MessageRow, buyerNick: string, names: Map<string, string>): InquiryMessage {
  const readByOtherSide = row.authorSide === 'buyer' ? row.readByStaffAt !== null : row.readByBuyerAt !== null;
  return {
    messageId: String(row.id),
    side: row.authorSide,
    authorName: row.authorSide === 'buyer' ? buyerNick : SALES_TEAM_NAME,
    body: row.body,
    files: row.fileKeys.map((key) => ({ key, name: names.get(key) ?? key.split('/').pop()! })),
    createdAt: row.createdAt.toISOString(),
    readByOtherSide,
  };
}

async function nickOf(db: Reader, memberId: string): Promise<string> {
  const [row] = await db.select({ nick: members.nick }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.nick || 'Buyer';
}

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
  const [nick, names] = await Promise.all([nickOf(tx, inquiry.memberId), fileNames(tx, rows.flatMap((row) => row.fileKeys))]);
  return rows.map((row) => toMessage(row, nick, names));
}

/** inquiryMessages.do (buyer: `owner` is the member) and staff/inquiryMessages.do (no owner). */
export function listMessages(deps: UseCaseDeps, inquiryId: number, side: Side, owner?: string): Promise<InquiryMessage[]> {
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
    .values({
      inquiryId: inquiry.id,
      authorId: author.id,
      authorSide: side,
      body: message.body,
      fileKeys: files.map((file) => file.key),
      // The author's side has read its own message.
      ...(side === 'buyer' ? { readByBuyerAt: uc.now } : { readByStaffAt: uc.now }),
      createdAt: uc.now,
    })
    .returning();
  await uc.tx.update(inquiries).set({ updatedAt: uc.now }).where(eq(inquiries.id, inquiry.id));
  const attached = files.length ? `Attached: ${files.map((file) => file.name).join(', ')}` : null;
  if (!notify) {
    // The caller's own email says it.
  } else if (side === 'buyer') {
    const nick = await nickOf(uc.tx, inquiry.memberId);
    await mailStaff(uc, branded(inquiry.theme, {
      subject: `New message on inquiry ${inquiry.inquiryNo}`,
      text: lines(`${nick} wrote on inquiry ${inquiry.inquiryNo}:`, '', message.body || '(files only)', attached, '', `Answer in the staff console: ${deskLink(publicUrl)}`),
    }, 'staff'));
  } else {
    await mailBuyer(uc, inquiry.memberId, branded(inquiry.theme, {
      subject: `New message about your inquiry ${inquiry.inquiryNo}`,
      text: lines(
        `Our sales team wrote about your inquiry ${inquiry.inquiryNo}:`, '', message.body || '(files only)', attached, '',
        `Read and answer it here: ${detailsLink(publicUrl, inquiry.id)}`,
      ),
    }));
  }
  const names = new Map(files.map((file) => [file.key, file.name]));
  return toMessage(row!, side === 'buyer' ? await nickOf(uc.tx, inquiry.memberId) : SALES_TEAM_NAME, names);
}

/**
 * sendInquiryMessage.do (buyer: `owner` is the member) and staff/sendInquiryMessage.do (no owner). A staff
 * reply writes its audit row in the same use case, like every staff change.
 */
export function sendMessage(
  deps: UseCaseDeps & { config: { publicUrl: string } },
  author: Pick<Member, 'id' | 'email'>,
  side: Side,
  input: { inquiryId: number; body: string; files: FileRef[] },
  owner?: string,
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
