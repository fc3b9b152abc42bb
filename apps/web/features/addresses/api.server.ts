import { addressBook } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';

/** The signed-in member's addresses, default first, for My Account. */
export function loadAddressBook() {
  return memberCall(addressBook.addrBookList);
}
