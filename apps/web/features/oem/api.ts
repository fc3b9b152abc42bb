'use client';
import type { contact, InputOf } from '@sw/protocol';
import { lazyCaller } from '@/lib/lazyCall';

const callContact = lazyCaller(() => import('@sw/protocol/contracts/contact'));

/** addContact.do: a lead from the OEM/ODM and contact forms. */
export function sendContact(input: InputOf<typeof contact.addContact>) {
  return callContact((contracts) => contracts.addContact, input);
}
