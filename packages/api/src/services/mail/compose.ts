import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import type { UseCase } from '../workflow/useCase';

/** The building blocks of the workflow emails (inquiry, quotation, order, access): the desk's and the buyer's addresses, the storefront links, plain-text lines. No secrets. */

export const detailsLink = (publicUrl: string, inquiryId: number) => `${publicUrl}/inquiry/details?inquiryId=${inquiryId}`;
export const deskLink = (publicUrl: string) => `${publicUrl}/admin`;

export async function staffEmails(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ email: members.email }).from(members).where(eq(members.role, 'staff'));
  return rows.map((row) => row.email);
}

export async function buyerOf(tx: Tx, memberId: string): Promise<{ email: string; nick: string }> {
  const [row] = await tx.select({ email: members.email, nick: members.nick }).from(members).where(eq(members.id, memberId)).limit(1);
  return row ?? { email: '', nick: 'Buyer' };
}

/** The same message to every staff member. */
export async function mailStaff(uc: UseCase, mail: Omit<Mail, 'to'>): Promise<void> {
  for (const to of await staffEmails(uc.tx)) await uc.queueMail({ ...mail, to });
}

/** A message to the buyer of an inquiry (skipped when the account is gone). */
export async function mailBuyer(uc: UseCase, memberId: string, mail: Omit<Mail, 'to'>): Promise<void> {
  const { email } = await buyerOf(uc.tx, memberId);
  if (email) await uc.queueMail({ ...mail, to: email });
}

export const lines = (...parts: (string | null | undefined | false)[]) => parts.filter((part) => part !== null && part !== undefined && part !== false).join('\n');
