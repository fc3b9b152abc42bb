import type { AddressBookEntry } from '@sw/protocol';

/** An address as it is written on a parcel: street, then city, region and postcode, then the country. */
export function addressLines(entry: Pick<AddressBookEntry, 'street' | 'city' | 'region' | 'postcode' | 'countryName'>): string[] {
  const area = [entry.region, entry.postcode].filter(Boolean).join(' ');
  return [entry.street, [entry.city, area].filter(Boolean).join(', '), entry.countryName];
}
