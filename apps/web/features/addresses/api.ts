'use client';
import { addressBook, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The address book's calls from My Account; every answer is the member's own book. */

export function listAddresses() {
  return call(addressBook.addrBookList);
}

export function addAddress(input: InputOf<typeof addressBook.addAddrBook>) {
  return call(addressBook.addAddrBook, input);
}

export function editAddress(input: InputOf<typeof addressBook.edtAddrBook>) {
  return call(addressBook.edtAddrBook, input);
}

export function deleteAddress(addrId: string) {
  return call(addressBook.delAddrBook, { addrId });
}
