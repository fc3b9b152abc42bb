import { RES, type ContactReceipt } from '@sw/protocol';
import type { AddContactInput } from '@sw/protocol/schemas/catalog';
import type { Db } from '../../db/client';
import { contactLeads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { hit } from '../../lib/rateLimit';

/** A person rarely needs more than a few messages; more from one address in a short time is spam. */
export const CONTACT_LIMIT = { perWindow: 5, windowMs: 10 * 60 * 1000 } as const;

/** csite01/addContact.do: keeps the message for the sales team (listed in the staff console). */
export async function addContact(db: Db, input: AddContactInput, ip: string, now: Date): Promise<ContactReceipt> {
  const hits = await hit(db, `contact:${ip}`, CONTACT_LIMIT.windowMs, now);
  if (hits > CONTACT_LIMIT.perWindow) {
    throw new ApiError(RES.RATE_LIMITED, 'You have sent several messages in a short time. Please wait a few minutes and try again.');
  }
  const [row] = await db
    .insert(contactLeads)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      company: input.company ?? null,
      phone: input.phone ?? null,
      country: input.country ?? null,
      message: input.message,
      source: input.source ?? 'contact',
      createdAt: now,
    })
    .returning({ id: contactLeads.id });
  return { contactId: String(row!.id) };
}
