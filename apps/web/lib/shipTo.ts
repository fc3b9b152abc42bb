import { addressBook, type AddressBookEntry, type AddressFields, addressFieldsSchema, contact, type ShippingAddress } from '@sw/protocol';
import { call } from './backend/call';

/**
 * The shipping address of an inquiry or an order: one of the address book's entries, or a new address (the
 * back-end saves it to the book). The picker (ui/ShippingAddressPicker) draws it; this is its state and its calls.
 */

/** Where the goods go: one of the address book's entries, or a new address (the back-end saves it to the book). */
export type ShipTo = { kind: 'book'; addrId: string } | { kind: 'new'; fields: AddressFields } | { kind: 'keep' };

export type ShipToErrors = Partial<Record<keyof AddressFields, string>>;

export const EMPTY_ADDRESS: AddressFields = { contactName: '', company: '', phone: '', country: '', region: '', city: '', street: '', postcode: '' };

export function fieldsOf(address: ShippingAddress | null): AddressFields {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    contactName: address.contactName, company: address.company ?? '', phone: address.phone, country: address.country,
    region: address.region ?? '', city: address.city, street: address.street, postcode: address.postcode ?? '',
  };
}

/**
 * The call's part for the choice (`addressId`, or `address`), or the field errors of a new address. 'keep'
 * (an edit leaving the address as it was) sends nothing.
 */
export function shipToInput(value: ShipTo | null):
  | { ok: true; input: { addressId?: string; address?: AddressFields } }
  | { ok: false; errors: ShipToErrors; message: string } {
  if (!value) return { ok: false, errors: {}, message: 'Please choose a shipping address.' };
  if (value.kind === 'keep') return { ok: true, input: {} };
  if (value.kind === 'book') return { ok: true, input: { addressId: value.addrId } };
  const parsed = addressFieldsSchema.safeParse(value.fields);
  if (parsed.success) {
    const { isDefault: _default, ...fields } = parsed.data;
    return { ok: true, input: { address: fields } };
  }
  const errors: ShipToErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AddressFields;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: 'Please complete the shipping address.' };
}

/**
 * The address step of sending a form: the call's part for the chosen address, or null after showing why not (the
 * new address's field errors and the form's message) with the picker brought into view. A good address clears both.
 */
export function checkShipTo(
  value: ShipTo | null,
  show: { errors: (errors: ShipToErrors) => void; problem: (message: string | null) => void },
): { addressId?: string; address?: AddressFields } | null {
  const ship = shipToInput(value);
  if (!ship.ok) {
    show.errors(ship.errors);
    show.problem(ship.message);
    document.querySelector('[data-testid="ship-to"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return null;
  }
  show.errors({});
  show.problem(null);
  return ship.input;
}

export const loadAddressBook = () => call(addressBook.addrBookList);
export const loadCountries = () => call(contact.countryList);

/** A book entry that is the address the request already has (offered once, as the current one). */
export function sameAddress(entry: AddressBookEntry, current: ShippingAddress | null | undefined): boolean {
  if (!current) return false;
  const keys = ['contactName', 'phone', 'country', 'city', 'street', 'postcode', 'region', 'company'] as const;
  return keys.every((key) => (entry[key] ?? '') === (current[key] ?? ''));
}

