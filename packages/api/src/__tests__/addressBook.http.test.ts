import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_LIMITS, API, RES, type AddressBookEntry } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { addresses } from '../db/schema';
import { signedInMember } from '../testing/members';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A new member, so each test starts with an empty address book. */
const buyer = () => signedInMember(api, 'addresses');

const valid = {
  contactName: ' Maria Lopez ',
  company: 'Lopez Boutique S.L.',
  phone: '+34 600 123 456',
  country: 'es',
  region: 'Madrid',
  city: 'Madrid',
  street: 'Calle de Alcalá 42, 3º B',
  postcode: '28014',
};

const list = (token: string) => api.call<AddressBookEntry[]>(API.base.addrBookList, {}, { token });
const add = (token: string, data: Record<string, unknown>) => api.call<AddressBookEntry>(API.base.addAddrBook, data, { token });
const edit = (token: string, data: Record<string, unknown>) => api.call<AddressBookEntry>(API.base.edtAddrBook, data, { token });
const remove = (token: string, addrId: unknown) => api.call<{ addrId: string }>(API.base.delAddrBook, { addrId }, { token });

/** Adds an address for the test's set-up and answers its id. */
async function added(token: string, data: Record<string, unknown> = {}): Promise<string> {
  const envelope = await add(token, { ...valid, ...data });
  expect(envelope.meta.res).toBe(RES.OK);
  return envelope.data!.addrId;
}

const defaults = async (token: string) => (await list(token)).data!.filter((entry) => entry.isDefault).map((entry) => entry.addrId);

describe('addAddrBook.do and addrBookList.do', () => {
  it('keeps a valid address, trimmed, with the country name, as the default of an empty book', async () => {
    const { token } = await buyer();
    const envelope = await add(token, valid);
    expect(envelope.meta.res).toBe(RES.OK);
    const expected: AddressBookEntry = {
      addrId: expect.stringMatching(/^\d+$/) as unknown as string,
      contactName: 'Maria Lopez',
      company: 'Lopez Boutique S.L.',
      phone: '+34 600 123 456',
      country: 'ES',
      countryName: 'Spain',
      region: 'Madrid',
      city: 'Madrid',
      street: 'Calle de Alcalá 42, 3º B',
      postcode: '28014',
      isDefault: true,
    };
    expect(envelope.data).toEqual(expected);
    expect((await list(token)).data).toEqual([envelope.data]);
  });

  it('needs only contact name, phone, country, city and street', async () => {
    const { token } = await buyer();
    const envelope = await add(token, { contactName: 'Tom', phone: '5551234', country: 'US', city: 'Austin', street: '1 Main St', company: '', region: ' ' });
    expect(envelope.meta.res).toBe(RES.OK);
    expect(envelope.data).toMatchObject({ company: null, region: null, postcode: null, countryName: 'United States', isDefault: true });
  });

  it('lists the default first, then the newest', async () => {
    const { token } = await buyer();
    const first = await added(token, { city: 'First' });
    const second = await added(token, { city: 'Second' });
    const third = await added(token, { city: 'Third' });
    expect((await list(token)).data!.map((entry) => entry.addrId)).toEqual([first, third, second]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing contact name', { ...valid, contactName: '  ' }, 'contactName: Please enter the contact name.'],
    ['a missing phone', { ...valid, phone: undefined }, 'phone: Must be text.'],
    ['a blank phone', { ...valid, phone: '' }, 'phone: Please enter a phone number.'],
    ['a phone with letters', { ...valid, phone: 'call me maybe' }, 'phone: Please enter a phone number using digits, spaces and + ( ) - only.'],
    ['a missing country', { ...valid, country: undefined }, 'country: Please choose a country.'],
    ['a country that is not a code', { ...valid, country: 'Spain' }, 'country: Please choose a country.'],
    ['a country not in countryList.do', { ...valid, country: 'ZZ' }, 'country: Please choose a country from the list.'],
    ['a missing city', { ...valid, city: '' }, 'city: Please enter the city.'],
    ['a missing street', { ...valid, street: ' ' }, 'street: Please enter the street address.'],
    ['a long contact name', { ...valid, contactName: 'n'.repeat(101) }, 'contactName: Must be at most 100 characters.'],
    ['a long company', { ...valid, company: 'c'.repeat(201) }, 'company: Must be at most 200 characters.'],
    ['a long street', { ...valid, street: 's'.repeat(301) }, 'street: Must be at most 300 characters.'],
    ['an odd postcode', { ...valid, postcode: '28<014>' }, 'postcode: Please enter a postcode of letters, digits, spaces and - only.'],
    ['an isDefault that is not true or false', { ...valid, isDefault: 'yes' }, 'isDefault: Must be true or false.'],
  ];
  refusals.forEach(([what, data, message]) => {
    it(`refuses ${what} with 10001 and keeps nothing`, async () => {
      const { token } = await buyer();
      expect(await add(token, data)).toEqual({ meta: { res: RES.INVALID_PARAMS, msg: message }, data: null });
      expect((await list(token)).data).toEqual([]);
    });
  });

  it(`keeps at most ${ADDRESS_LIMITS.maxAddresses} addresses per member`, async () => {
    const { token } = await buyer();
    for (let i = 0; i < ADDRESS_LIMITS.maxAddresses; i++) await added(token, { street: `${i + 1} Harbour Road` });
    expect(await add(token, valid)).toEqual({
      meta: {
        res: RES.CONFLICT,
        msg: `Your address book is full: you can keep at most ${ADDRESS_LIMITS.maxAddresses} addresses. Delete one you no longer use, then add the new one.`,
      },
      data: null,
    });
    expect((await list(token)).data).toHaveLength(ADDRESS_LIMITS.maxAddresses);
    // Another member's book is not affected.
    expect((await add((await buyer()).token, valid)).meta.res).toBe(RES.OK);
  });

  it('lets parallel adds to an empty book make exactly one default', async () => {
    const { token } = await buyer();
    const results = await Promise.all([1, 2, 3, 4].map((n) => add(token, { ...valid, city: `City ${n}` })));
    expect(results.every((envelope) => envelope.meta.res === RES.OK)).toBe(true);
    expect(await defaults(token)).toHaveLength(1);
  });
});

describe('the one default address', () => {
  it('moves to an address added or edited with isDefault true', async () => {
    const { token } = await buyer();
    const first = await added(token);
    const second = await added(token, { isDefault: false });
    expect(await defaults(token)).toEqual([first]);
    const third = await added(token, { isDefault: true });
    expect(await defaults(token)).toEqual([third]);
    const edited = await edit(token, { ...valid, addrId: second, isDefault: true });
    expect(edited.data!.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([second]);
    expect((await list(token)).data!.map((entry) => entry.addrId)).toEqual([second, third, first]);
  });

  it('stays on the default when it is edited with isDefault false or without isDefault', async () => {
    const { token } = await buyer();
    const first = await added(token);
    await added(token);
    const edited = await edit(token, { ...valid, addrId: first, city: 'Toledo', isDefault: false });
    expect(edited.data).toMatchObject({ addrId: first, city: 'Toledo', isDefault: true });
    expect((await edit(token, { ...valid, addrId: first })).data!.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([first]);
  });

  it('moves to the newest remaining address when the default is deleted, and is gone with the last one', async () => {
    const { token } = await buyer();
    const first = await added(token);
    const second = await added(token);
    const third = await added(token);
    expect(await remove(token, first)).toEqual({ meta: { res: RES.OK, msg: expect.any(String) }, data: { addrId: first } });
    expect(await defaults(token)).toEqual([third]);
    // Deleting an address that is not the default leaves the default where it is.
    await remove(token, second);
    expect(await defaults(token)).toEqual([third]);
    await remove(token, third);
    expect((await list(token)).data).toEqual([]);
    // The next address starts a new book: it is the default.
    expect((await add(token, valid)).data!.isDefault).toBe(true);
  });
  it('stays exactly one while parallel calls delete addresses and choose defaults', async () => {
    const { token } = await buyer();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await added(token, { city: `City ${i}` }));
    const results = await Promise.all([
      remove(token, ids[0]),
      remove(token, ids[5]),
      edit(token, { ...valid, addrId: ids[2], isDefault: true }),
      remove(token, ids[3]),
      edit(token, { ...valid, addrId: ids[4], isDefault: true }),
    ]);
    expect(results.every((envelope) => envelope.meta.res === RES.OK)).toBe(true);
    expect((await list(token)).data).toHaveLength(3);
    expect(await defaults(token)).toHaveLength(1);
  });
});

describe('edtAddrBook.do and delAddrBook.do', () => {
  it('replaces every field of an address', async () => {
    const { token } = await buyer();
    const addrId = await added(token);
    const envelope = await edit(token, { addrId, contactName: 'Ana Ruiz', phone: '(91) 555-0100', country: 'PT', city: 'Porto', street: 'Rua das Flores 7' });
    expect(envelope.data).toEqual({
      addrId, contactName: 'Ana Ruiz', company: null, phone: '(91) 555-0100', country: 'PT', countryName: 'Portugal',
      region: null, city: 'Porto', street: 'Rua das Flores 7', postcode: null, isDefault: true,
    });
    expect((await list(token)).data).toEqual([envelope.data]);
  });

  it('refuses bad input to an edit with 10001 and changes nothing', async () => {
    const { token } = await buyer();
    const addrId = await added(token);
    expect((await edit(token, { ...valid, addrId, phone: 'none' })).meta.res).toBe(RES.INVALID_PARAMS);
    expect((await edit(token, { ...valid, addrId, country: 'XX' })).meta.msg).toBe('country: Please choose a country from the list.');
    expect((await edit(token, { ...valid })).meta.msg).toBe('addrId: Please choose an address.');
    expect((await remove(token, 'first')).meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'addrId: Please choose an address.' });
    expect((await list(token)).data![0]).toMatchObject({ phone: valid.phone, country: 'ES' });
  });

  it('answers an address that does not exist with 20004', async () => {
    const { token } = await buyer();
    expect((await edit(token, { ...valid, addrId: 999999 })).meta.res).toBe(RES.NOT_FOUND);
    expect((await remove(token, 999999)).meta.res).toBe(RES.NOT_FOUND);
  });
});

describe('another member', () => {
  it('cannot see, edit or delete an address that is not theirs', async () => {
    const alice = await buyer();
    const bob = await buyer();
    const addrId = await added(alice.token, { isDefault: true });
    await added(bob.token, { city: 'Bilbao' });

    const bobsBook = (await list(bob.token)).data!;
    expect(bobsBook.map((entry) => entry.city)).toEqual(['Bilbao']);

    const refusal = { meta: { res: RES.NOT_FOUND, msg: 'This address is not in your address book. Please reload the page and try again.' }, data: null };
    expect(await edit(bob.token, { ...valid, addrId, city: 'Stolen', isDefault: true })).toEqual(refusal);
    expect(await remove(bob.token, addrId)).toEqual(refusal);

    const [row] = await api.deps.database.db.select().from(addresses).where(eq(addresses.id, Number(addrId)));
    expect(row).toMatchObject({ memberId: alice.id, city: 'Madrid', isDefault: true });
    expect((await list(bob.token)).data).toEqual(bobsBook);
  });

  it('cannot take over an address by sending a member id in the body', async () => {
    const alice = await buyer();
    const bob = await buyer();
    await added(alice.token);
    const envelope = await api.call<AddressBookEntry[]>(API.base.addrBookList, { memberId: alice.id, memId: alice.id }, { token: bob.token });
    expect(envelope.data).toEqual([]);
  });
});

describe('a visitor', () => {
  it('is refused every address call with the session code and no data', async () => {
    for (const [path, data] of [
      [API.base.addrBookList, {}],
      [API.base.addAddrBook, valid],
      [API.base.edtAddrBook, { ...valid, addrId: 1 }],
      [API.base.delAddrBook, { addrId: 1 }],
    ] as const) {
      const envelope = await api.call(path, data);
      expect(envelope.meta.res).toBe(RES.NOT_SIGNED_IN);
      expect(envelope.data).toBeNull();
    }
  });
});
