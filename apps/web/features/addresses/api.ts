'use client';
import type { addressBook, InputOf } from '@sw/protocol';
import { lazyCaller } from '@/lib/lazyCall';

/** The address book's calls from My Account; every answer is the member's own book. */

const callAddressBook = lazyCaller(() => import('@sw/protocol/contracts/addressBook'));

export function listAddresses() {
  return callAddressBook((contracts) => contracts.addrBookList);
}

export function addAddress(input: InputOf<typeof addressBook.addAddrBook>) {
  return callAddressBook((contracts) => contracts.addAddrBook, input);
}

export function editAddress(input: InputOf<typeof addressBook.edtAddrBook>) {
  return callAddressBook((contracts) => contracts.edtAddrBook, input);
}

export function deleteAddress(addrId: string) {
  return callAddressBook((contracts) => contracts.delAddrBook, { addrId });
}
