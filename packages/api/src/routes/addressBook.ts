import { addressBook } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember } from '../lib/member';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../services/addressBook';

/** The company's shipping addresses; every call is scoped to the signed-in member's company. */
export const addressBookEndpoints: Endpoint[] = [
  endpoint(addressBook.addrBookList, ({ db, member }) => listAddresses(db, companyMember(member))),
  endpoint(addressBook.addAddrBook, ({ db, member, input, deps }) => addAddress(db, companyMember(member), input, deps.now())),
  endpoint(addressBook.edtAddrBook, ({ db, member, input: { addrId, ...fields } }) => editAddress(db, companyMember(member), addrId, fields)),
  endpoint(addressBook.delAddrBook, ({ db, member, input }) => deleteAddress(db, companyMember(member), input.addrId)),
];
