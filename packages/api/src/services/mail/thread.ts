import type { FileRef, ThreadMessage } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { findMember, memberNames } from '../auth';
import { uploadNames } from '../files';
import type { UseCase } from '../useCase';
import { branded, lines, mailBuyer, mailStaff, type ThemeName } from './compose';

/**
 * What the buyer–sales threads share (the inquiry's, services/inquiry/messages.ts, and the order's,
 * services/order/messages.ts): how a message row reads for either side, the names of its files, and the email each
 * new message sends to the other side (the buyer → every staff member, the sales team → the buyer).
 */

export type ThreadSide = 'buyer' | 'staff';

/**
 * The columns a new message of either thread (inquiry_messages, order_messages) takes besides its parent: the author,
 * the body, the files' keys, and the author's own side marked read.
 */
export function newThreadMessage(authorId: string, side: ThreadSide, body: string, files: FileRef[], now: Date) {
  return {
    authorId,
    authorSide: side,
    body,
    fileKeys: files.map((file) => file.key),
    ...(side === 'buyer' ? { readByBuyerAt: now } : { readByStaffAt: now }),
    createdAt: now,
  };
}

export const SALES_TEAM_NAME = 'Sales team';

/** The columns both threads' message tables have. */
export interface ThreadRow {
  id: number;
  authorId: string | null;
  authorSide: ThreadSide;
  body: string;
  fileKeys: string[];
  readByBuyerAt: Date | null;
  readByStaffAt: Date | null;
  createdAt: Date;
}

/** The names the files were uploaded with, by key (the files domain keeps them). */
export const fileNames = uploadNames;

export async function nickOf(db: Reader, memberId: string): Promise<string> {
  return (await findMember(db, memberId))?.nick || 'Buyer';
}

/** The nicks of the buyers' messages' authors (colleagues of one company share a thread), by member id. */
export async function threadAuthors(db: Reader, rows: Pick<ThreadRow, 'authorId' | 'authorSide'>[]): Promise<Map<string, string>> {
  const found = await memberNames(db, rows.flatMap((row) => (row.authorSide === 'buyer' && row.authorId ? [row.authorId] : [])));
  return new Map(found.map((row) => [row.id, row.nick || 'Buyer']));
}

/**
 * A message as either side reads it: a buyer's by its author's nick (`buyerNicks`, from `threadAuthors`), staff as the
 * sales team (staff names stay inside).
 */
export function toThreadMessage(row: ThreadRow, buyerNicks: Map<string, string>, names: Map<string, string>): ThreadMessage {
  const readByOtherSide = row.authorSide === 'buyer' ? row.readByStaffAt !== null : row.readByBuyerAt !== null;
  const buyer = row.authorSide === 'buyer';
  return {
    messageId: String(row.id),
    side: row.authorSide,
    authorName: buyer ? (row.authorId && buyerNicks.get(row.authorId)) || 'Buyer' : SALES_TEAM_NAME,
    authorId: buyer ? row.authorId : null,
    body: row.body,
    files: row.fileKeys.map((key) => ({ key, name: names.get(key) ?? key.split('/').pop()! })),
    createdAt: row.createdAt.toISOString(),
    readByOtherSide,
  };
}

/**
 * The email about a new message to the other side. `what` names the record ('inquiry IQ…', 'order SO…'); the
 * buyer's message goes to every staff member with the console's link, the sales team's to the buyer with theirs.
 */
export async function mailThreadMessage(
  uc: UseCase,
  about: { side: ThreadSide; memberId: string; what: string; buyerLink: string; deskLink: string; theme: ThemeName },
  message: { body: string; files: FileRef[]; footnote?: string | null },
): Promise<void> {
  const attached = message.files.length ? `Attached: ${message.files.map((file) => file.name).join(', ')}` : null;
  if (about.side === 'buyer') {
    const nick = await nickOf(uc.tx, about.memberId);
    await mailStaff(uc, branded(about.theme, {
      subject: `New message on ${about.what}`,
      text: lines(`${nick} wrote on ${about.what}:`, '', message.body || '(files only)', attached, '', `Answer in the staff console: ${about.deskLink}`, ...(message.footnote ? ['', message.footnote] : [])),
    }, 'staff'), { buyerId: about.memberId });
  } else {
    await mailBuyer(uc, about.memberId, branded(about.theme, {
      subject: `New message about your ${about.what}`,
      text: lines(`Our sales team wrote about your ${about.what}:`, '', message.body || '(files only)', attached, '', `Read and answer it here: ${about.buyerLink}`),
    }));
  }
}
