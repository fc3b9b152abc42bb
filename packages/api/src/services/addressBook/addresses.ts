import { and, desc, eq } from 'drizzle-orm';
import { ADDRESS_LIMITS, addressBook, countryName, isListedCountry, RES, type AddressBookEntry, type ParsedInputOf } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import type { CompanyMember } from '../../lib/member';
import { findCompany } from '../auth';

/**
 * The company's shipping addresses (base/addrBookList.do, addAddrBook.do, edtAddrBook.do, delAddrBook.do): one book
 * every colleague uses and keeps.
 *
 * Exactly one address is the default while any exist. Every write runs in a transaction that first locks the
 * company's row and then its addresses (`for update`), so two tabs adding or deleting at once are applied one
 * after the other and can never leave zero or two defaults:
 * - the first address becomes the default, whatever `isDefault` says;
 * - `isDefault: true` (add or edit) makes that address the default and clears the others;
 * - `isDefault: false` or no `isDefault` on the current default keeps it the default: a buyer changes the default
 *   by choosing another address, never by leaving none;
 * - deleting the default makes the newest remaining address the default.
 */

export type AddressFieldsInput = ParsedInputOf<typeof addressBook.addAddrBook>;
type AddressRow = typeof addresses.$inferSelect;

export const NOT_YOURS = 'This address is not in your address book. Please reload the page and try again.';
const FULL = `Your address book is full: you can keep at most ${ADDRESS_LIMITS.maxAddresses} addresses. Delete one you no longer use, then add the new one.`;

export function toEntry(row: AddressRow): AddressBookEntry {
  return {
    addrId: String(row.id),
    contactName: row.name,
    company: row.company,
    phone: row.phone,
    country: row.country,
    countryName: countryName(row.country),
    region: row.province,
    city: row.city,
    street: row.street,
    postcode: row.zip,
    isDefault: row.isDefault,
  };
}

/** The table's columns for the shared fields (name→contactName, province→region, zip→postcode). */
function toColumns(fields: AddressFieldsInput) {
  // The shared schema checks the shape; the list of countries lives on the back-end (countryList.do).
  if (!isListedCountry(fields.country)) throw invalid('country: Please choose a country from the list.');
  return {
    name: fields.contactName,
    company: fields.company ?? null,
    phone: fields.phone,
    country: fields.country,
    province: fields.region ?? null,
    city: fields.city,
    street: fields.street,
    zip: fields.postcode ?? null,
  };
}

const newestFirst = [desc(addresses.createdAt), desc(addresses.id)] as const;

/** The company's addresses, locked until the transaction ends; the company's row is locked first so an empty book is serialised too. */
async function lockBook(tx: Tx, owner: CompanyMember): Promise<AddressRow[]> {
  await findCompany(tx, owner.companyId, { lock: true });
  return tx.select().from(addresses).where(eq(addresses.companyId, owner.companyId)).orderBy(...newestFirst).for('update');
}

/** Makes `addrId` the company's one default address. */
async function makeTheDefault(tx: Tx, owner: CompanyMember, addrId: number): Promise<void> {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.companyId, owner.companyId), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addrId));
}

/** addrBookList.do: the default first, then the newest. */
export async function listAddresses(db: Db, owner: CompanyMember): Promise<AddressBookEntry[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.companyId, owner.companyId))
    .orderBy(desc(addresses.isDefault), ...newestFirst);
  return rows.map(toEntry);
}

/** addAddrBook.do */
export async function addAddress(db: Db, owner: CompanyMember, fields: AddressFieldsInput, now: Date): Promise<AddressBookEntry> {
  const columns = toColumns(fields);
  return db.transaction(async (tx) => {
    const book = await lockBook(tx, owner);
    if (book.length >= ADDRESS_LIMITS.maxAddresses) throw new ApiError(RES.CONFLICT, FULL);
    const makeDefault = book.length === 0 || fields.isDefault === true;
    const [row] = await tx
      .insert(addresses)
      .values({ ...columns, memberId: owner.id, companyId: owner.companyId, isDefault: false, createdAt: now })
      .returning();
    if (makeDefault) await makeTheDefault(tx, owner, row!.id);
    return toEntry({ ...row!, isDefault: makeDefault });
  });
}

/** edtAddrBook.do: the whole address is replaced by the given fields. */
export async function editAddress(
  db: Db,
  owner: CompanyMember,
  addrId: number,
  fields: AddressFieldsInput,
): Promise<AddressBookEntry> {
  const columns = toColumns(fields);
  return db.transaction(async (tx) => {
    const book = await lockBook(tx, owner);
    const current = book.find((row) => row.id === addrId);
    if (!current) throw new ApiError(RES.NOT_FOUND, NOT_YOURS);
    const makeDefault = current.isDefault || fields.isDefault === true;
    const [row] = await tx.update(addresses).set(columns).where(eq(addresses.id, addrId)).returning();
    if (makeDefault && !current.isDefault) await makeTheDefault(tx, owner, addrId);
    return toEntry({ ...row!, isDefault: makeDefault });
  });
}

/** delAddrBook.do: deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: Db, owner: CompanyMember, addrId: number): Promise<{ addrId: string }> {
  return db.transaction(async (tx) => {
    const book = await lockBook(tx, owner);
    const current = book.find((row) => row.id === addrId);
    if (!current) throw new ApiError(RES.NOT_FOUND, NOT_YOURS);
    await tx.delete(addresses).where(eq(addresses.id, addrId));
    const newest = book.find((row) => row.id !== addrId);
    if (current.isDefault && newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    return { addrId: String(addrId) };
  });
}

/**
 * For a request that brings a new address (an inquiry): checks it like addAddrBook.do and keeps it in the book
 * in the caller's transaction, when there is room (a full book does not stop the request). Answers the entry.
 */
export async function keepNewAddress(tx: Tx, owner: CompanyMember, fields: AddressFieldsInput, now: Date): Promise<AddressBookEntry> {
  const columns = toColumns(fields);
  const book = await lockBook(tx, owner);
  if (book.length >= ADDRESS_LIMITS.maxAddresses) {
    return toEntry({ ...columns, id: 0, memberId: owner.id, companyId: owner.companyId, isDefault: false, createdAt: now });
  }
  const makeDefault = book.length === 0 || fields.isDefault === true;
  const [row] = await tx.insert(addresses).values({ ...columns, memberId: owner.id, companyId: owner.companyId, isDefault: false, createdAt: now }).returning();
  if (makeDefault) await makeTheDefault(tx, owner, row!.id);
  return toEntry({ ...row!, isDefault: makeDefault });
}

/**
 * A buyer joined another company (workflows/joinCompany.ts): the addresses of their old company move into the new
 * company's book, in the caller's transaction; moved addresses do not take over the new company's default.
 */
export async function moveAddressesToCompany(tx: Tx, from: string, to: string): Promise<void> {
  const [hasDefault] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, to), eq(addresses.isDefault, true)))
    .limit(1);
  await tx.update(addresses).set(hasDefault ? { companyId: to, isDefault: false } : { companyId: to }).where(eq(addresses.companyId, from));
}
