import { z } from '../z';
import { idField, lineText, optional } from './fields';

/** The address book (base/addAddrBook.do, edtAddrBook.do, delAddrBook.do, addrBookList.do). */

const required = (max: number, message: string) => lineText(max).min(1, { error: message });

export const addressFieldsSchema = z.object({
  contactName: required(100, 'Please enter the contact name.'),
  company: optional(lineText(200)),
  phone: required(40, 'Please enter a phone number.').regex(/^\+?[0-9()\-.\s]{5,}$/, {
    error: 'Please enter a phone number using digits, spaces and + ( ) - only.',
  }),
  /** ISO 3166-1 alpha-2 code of countryList.do; the back-end checks it against that list. */
  country: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Please choose a country.' })
    .transform((code) => code.toUpperCase()),
  region: optional(lineText(100)),
  city: required(100, 'Please enter the city.'),
  street: required(300, 'Please enter the street address.'),
  postcode: optional(lineText(20).regex(/^[A-Za-z0-9 -]+$/, { error: 'Please enter a postcode of letters, digits, spaces and - only.' })),
  /** The default address is offered first; exactly one address is the default while any exist. */
  isDefault: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export type AddressFields = z.input<typeof addressFieldsSchema>;

export const addAddrBookSchema = addressFieldsSchema;
export const edtAddrBookSchema = addressFieldsSchema.extend({ addrId: idField('Please choose an address.') });
export const delAddrBookSchema = z.object({ addrId: idField('Please choose an address.') });
