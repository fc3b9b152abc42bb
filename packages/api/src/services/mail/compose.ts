import { getTheme, type SiteTheme } from '@sw/protocol';
import type { Tx } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import { accountManagerOfBuyer, findMember, staffAccounts } from '../auth';
import type { UseCase } from '../useCase';

/** The building blocks of the workflow emails (inquiry, quotation, order, access): the desk's and the buyer's addresses, the storefront links, plain-text lines. No secrets. */

/** A site's brand: kept on each inquiry and order (the site the buyer sent it on), named by every mail about them. */
export type ThemeName = SiteTheme['name'];

export const brandOf = (theme: ThemeName) => getTheme(theme).brand;

/** The sales team's signature under a buyer's mail. */
export const signature = (theme: ThemeName) => `The ${brandOf(theme)} sales team`;

/**
 * A mail written without its brand, branded: the brand's name opens the subject, the signature (or, for the sales
 * desk, the brand the buyer used) closes the body, and the sender's display name is the brand. Mails whose builders
 * take `brand` (quotation, order, access, the code) do the same themselves.
 */
export function branded(theme: ThemeName, mail: { subject: string; text: string }, to: 'buyer' | 'staff' = 'buyer'): BrandedMail {
  const brand = brandOf(theme);
  return { subject: `${brand}: ${mail.subject}`, text: lines(mail.text, '', to === 'buyer' ? signature(theme) : `Sent through the ${brand} site.`), fromName: brand };
}

/** A mail's words and its sender's display name (the brand; MAIL_FROM's address). */
export type BrandedMail = { subject: string; text: string; fromName: string };

export const detailsLink = (publicUrl: string, inquiryId: number) => `${publicUrl}/inquiry/details?inquiryId=${inquiryId}`;
export const deskLink = (publicUrl: string) => `${publicUrl}/admin`;

export async function staffEmails(tx: Tx): Promise<string[]> {
  return (await staffAccounts(tx)).map((row) => row.email);
}

export async function buyerOf(tx: Tx, memberId: string): Promise<{ email: string; nick: string }> {
  const row = await findMember(tx, memberId);
  return row ? { email: row.email, nick: row.nick } : { email: '', nick: 'Buyer' };
}

/**
 * The same message to every staff member. About a buyer (`buyerId`) whose company has an account manager, the
 * manager's copy goes first, addressed to them by name; the rest of the desk gets theirs as before (docs/security.md,
 * Staff roles: one message per person, no cc, so no address list is shown to anyone).
 */
export async function mailStaff(uc: UseCase, mail: Omit<Mail, 'to'>, about: { buyerId?: string } = {}): Promise<void> {
  const manager = about.buyerId ? await accountManagerOfBuyer(uc.tx, about.buyerId) : null;
  if (manager) await uc.queueMail({ ...mail, subject: `Your account: ${mail.subject}`, to: manager.email });
  for (const to of await staffEmails(uc.tx)) if (to !== manager?.email) await uc.queueMail({ ...mail, to });
}

/** A message to the buyer of an inquiry (skipped when the account is gone). */
export async function mailBuyer(uc: UseCase, memberId: string, mail: Omit<Mail, 'to'>): Promise<void> {
  const { email } = await buyerOf(uc.tx, memberId);
  if (email) await uc.queueMail({ ...mail, to: email });
}

export const lines = (...parts: (string | null | undefined | false)[]) => parts.filter((part) => part !== null && part !== undefined && part !== false).join('\n');
