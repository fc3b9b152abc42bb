import { API } from '../paths';
import { answer, contract } from '../contract';
import { addContactSchema } from '../schemas/catalog';
import type { ContactReceipt, Country } from '../types/catalog';
import { noInput } from './noInput';

export const countryList = contract({
  path: API.csite01.countryList, access: 'public', input: noInput, answer: answer<Country[]>(),
});

/** A lead from the contact and OEM/ODM forms. */
export const addContact = contract({
  path: API.csite01.addContact, access: 'public', input: addContactSchema, answer: answer<ContactReceipt>(),
});
