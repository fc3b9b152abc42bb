import { addressBook } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../services/addressBook';

/** The member's shipping addresses; every call is scoped to the signed-in member. */
export const addressBookEndpoints: Endpoint[] = [
  endpoint(addressBook.addrBookList, ({ db, member }) => listAddresses(db, member.id)),
  endpoint(addressBook.addAddrBook, ({ db, member, input, deps }) => addAddress(db, member.id, input, deps.now())),
  endpoint(addressBook.edtAddrBook, ({ db, member, input: { addrId, ...fields } }) => editAddress(db, member.id, addrId, fields)),
  endpoint(addressBook.delAddrBook, ({ db, member, input }) => deleteAddress(db, member.id, input.addrId)),
];
