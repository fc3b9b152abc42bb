import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { API, MSG, RES, SIGN_HEADER, signedCall, type ContactReceipt } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { contactLeads } from '../db/schema';
import { CONTACT_LIMIT } from '../services/contact/leads';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const valid = {
  name: ' Maria Lopez ',
  email: 'Maria@Boutique.example',
  company: 'Lopez Boutique',
  phone: '+34 600 123 456',
  country: 'Spain',
  message: 'We would like your catalogue of gold plated hoops and your MOQ for mixed designs.',
  source: 'oem-odm',
};

/** Each call from its own address, so the tests of validation do not share a rate window. */
async function send(data: Record<string, unknown>, ip: string) {
  const { url, sign } = signedCall(API.csite01.addContact, {}, api.deps.now().getTime());
  const response = await api.raw(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign, 'x-forwarded-for': ip },
    body: JSON.stringify(data),
  });
  return response.json() as Promise<{ meta: { res: string; msg: string }; data: ContactReceipt | null }>;
}

describe('addContact.do', () => {
  it('keeps a valid message for the sales team', async () => {
    const envelope = await send(valid, '203.0.113.1');
    expect(envelope.meta.res).toBe(RES.OK);
    const [lead] = await api.deps.database.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.id, Number(envelope.data!.contactId)));
    expect(lead).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@boutique.example',
      company: 'Lopez Boutique',
      phone: '+34 600 123 456',
      country: 'Spain',
      source: 'oem-odm',
      handled: false,
    });
  });

  it('needs only name, email and message', async () => {
    const envelope = await send({ name: 'Tom', email: 'tom@shop.example', message: 'Please call me back.' }, '203.0.113.2');
    expect(envelope.meta.res).toBe(RES.OK);
    const [lead] = await api.deps.database.db.select().from(contactLeads).orderBy(desc(contactLeads.id)).limit(1);
    expect(lead).toMatchObject({ company: null, phone: null, country: null, source: 'contact' });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing name', { ...valid, name: '   ' }, 'name: Please enter your name.'],
    ['a bad email', { ...valid, email: 'maria@boutique' }, `email: ${MSG.invalidEmail}`],
    ['an email that is not text', { ...valid, email: 42 }, 'email: Must be text.'],
    ['a short message', { ...valid, message: 'Hi there' }, 'message: Please write at least 10 characters in your message.'],
    ['a long message', { ...valid, message: 'x'.repeat(2001) }, 'message: Your message must be at most 2000 characters.'],
    ['a phone with letters', { ...valid, phone: 'call me' }, 'phone: Please enter a phone number using digits, spaces and + ( ) - only.'],
    ['a long company', { ...valid, company: 'c'.repeat(201) }, 'company: Must be at most 200 characters.'],
    ['an odd source', { ...valid, source: '<script>' }, 'source: Must contain only letters, digits, _ and -.'],
  ];
  refusals.forEach(([what, data, message], index) => {
    it(`refuses ${what} with 10001`, async () => {
      const envelope = await send(data, `198.51.100.${index + 1}`);
      expect(envelope).toEqual({ meta: { res: RES.INVALID_PARAMS, msg: message }, data: null });
    });
  });

  it(`allows ${CONTACT_LIMIT.perWindow} messages per address in 10 minutes, then asks to wait`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTACT_LIMIT.perWindow; i++) expect((await send(valid, ip)).meta.res).toBe(RES.OK);
    const refused = await send(valid, ip);
    expect(refused.meta).toEqual({
      res: RES.RATE_LIMITED,
      msg: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    });
    // Another address is not affected.
    expect((await send(valid, '192.0.2.78')).meta.res).toBe(RES.OK);
    // After the window the address may write again.
    api.advance(CONTACT_LIMIT.windowMs + 1000);
    expect((await send(valid, ip)).meta.res).toBe(RES.OK);
  });
});
