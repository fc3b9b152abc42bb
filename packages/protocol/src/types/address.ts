// The address book (base/).
export interface AddressBookEntry {
  addrId: string;
  contactName: string;
  company: string | null;
  phone: string;
  /** ISO 3166-1 alpha-2, with its name from countryList.do. */
  country: string;
  countryName: string;
  region: string | null;
  city: string;
  street: string;
  postcode: string | null;
  isDefault: boolean;
}
