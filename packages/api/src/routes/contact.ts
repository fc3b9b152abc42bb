import { contact, countryList } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { addContact } from '../services/contact';

export const contactEndpoints: Endpoint[] = [
  endpoint(contact.countryList, () => countryList()),
  endpoint(contact.addContact, ({ input, ip, deps }) => addContact(deps, input, ip)),
];
