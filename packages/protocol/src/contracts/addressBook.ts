import { API } from '../paths';
import { answer, contract } from '../contract';
import { addAddrBookSchema, delAddrBookSchema, edtAddrBookSchema } from '../schemas/address';
import type { AddressBookEntry } from '../types/address';
import { noInput } from './noInput';

/** The member's shipping addresses (base/); another member's addrId is 20004. */
export const addrBookList = contract({
  path: API.base.addrBookList, access: 'member', role: 'viewer', input: noInput, answer: answer<AddressBookEntry[]>(),
});

export const addAddrBook = contract({
  path: API.base.addAddrBook, access: 'member', input: addAddrBookSchema, answer: answer<AddressBookEntry>(),
});

export const edtAddrBook = contract({
  path: API.base.edtAddrBook, access: 'member', input: edtAddrBookSchema, answer: answer<AddressBookEntry>(),
});

/** Deleting the default address makes the newest remaining one the default. */
export const delAddrBook = contract({
  path: API.base.delAddrBook, access: 'member', input: delAddrBookSchema, answer: answer<{ addrId: string }>(),
});
