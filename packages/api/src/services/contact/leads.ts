import { RES, type ContactReceipt } from '@sw/protocol';
import type { AddContactInput } from '@sw/protocol/schemas/catalog';
import { contactLeads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { hit } from '../../lib/rateLimit';
import { staffAccounts } from '../auth';
import { runUseCase, type UseCaseDeps } from '../useCase';

/** A person rarely needs more than a few messages; more from one address in a short time is spam. */
export const CONTACT_LIMIT = { perWindow: 5, windowMs: 10 * 60 * 1000 } as const;

function leadMail(to: string, lead: AddContactInput & { id: number }): Mail {
  const lines = [
    `A new message came in through the ${lead.source ?? 'contact'} form (lead ${lead.id}).`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email.toLowerCase()}`,
    ...(lead.company ? [`Company: ${lead.company}`] : []),
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(lead.country ? [`Country: ${lead.country}`] : []),
    '',
    lead.message,
  ];
  return { to, subject: `New contact message from ${lead.name}`, text: lines.join('\n') };
}

/**
 * csite01/addContact.do: keeps the message for the sales team (listed in the staff console) and tells
 * every staff member by email, in one use case: the lead and its notices are saved together or not at all.
 * The rate-limit count is outside it: a refused or failed attempt still counts.
 */
export async function addContact(deps: UseCaseDeps, input: AddContactInput, ip: string): Promise<ContactReceipt> {
  const hits = await hit(deps.database.db, `contact:${ip}`, CONTACT_LIMIT.windowMs, deps.now());
  if (hits > CONTACT_LIMIT.perWindow) {
    throw new ApiError(RES.RATE_LIMITED, 'You have sent several messages in a short time. Please wait a few minutes and try again.');
  }
  return runUseCase(deps, async (uc) => {
    const [row] = await uc.tx
      .insert(contactLeads)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        company: input.company ?? null,
        phone: input.phone ?? null,
        country: input.country ?? null,
        message: input.message,
        source: input.source ?? 'contact',
        createdAt: uc.now,
      })
      .returning({ id: contactLeads.id });
    const staff = await staffAccounts(uc.tx);
    for (const { email } of staff) await uc.queueMail(leadMail(email, { ...input, id: row!.id }));
    return { contactId: String(row!.id) };
  });
}
