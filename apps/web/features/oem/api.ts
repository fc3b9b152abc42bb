'use client';
import { contact, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** addContact.do: a lead from the OEM/ODM and contact forms. */
export function sendContact(input: InputOf<typeof contact.addContact>) {
  return call(contact.addContact, input);
}
