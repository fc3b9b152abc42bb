import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, hashPassword, RES, type LoginResult, type MemberInformation } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { companyOf } from '../testing/members';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { newDesignRequests } from '../db/schema';

/**
 * completeInformation.do with `requestAccess: false` (issue 41, point 2): My Account saves the company's details
 * without asking for new-design access, and without the confirmed address the request needs; the request stays its own
 * action (docs/protocol.md, Proving an address).
 */

let api: TestApi;
let smtp: TestSmtp;
let seq = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 0 }, smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function register() {
  const email = `details.${Date.now().toString(36)}${++seq}@example.com`;
  const envelope = await api.call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, 'secret12') });
  expect(envelope.meta.res).toBe(RES.OK);
  return { email, ...envelope.data! };
}
const asMember = (user: { tokEn: string; memId: string }) => ({ token: user.tokEn, memId: user.memId });
const info = { company: 'Lumen Boutique', country: 'de', contactName: 'Mia Braun', phone: '+49 30 1234567' };

describe('saving the company details apart from the access request', () => {
  it('saves the details alone: no request, the flag kept, no confirmed address needed', async () => {
    const user = await register();
    const saved = await api.call(API.base.completeInformation, { ...info, requestAccess: false }, asMember(user));
    expect(saved).toEqual({ meta: { res: RES.OK, msg: 'success' }, data: { auditFlag: 0 } });
    const view = await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(user));
    expect(view.data).toMatchObject({ company: 'Lumen Boutique', country: 'DE', contactName: 'Mia Braun', auditFlag: 0, emailConfirmed: false });
    const db = api.deps.database.db;
    expect(await db.select().from(newDesignRequests).where(eq(newDesignRequests.memberId, user.memId))).toEqual([]);

    // Asking for access (the default, as before) still needs the confirmed address, then makes the one request.
    const asked = await api.call(API.base.completeInformation, info, asMember(user));
    expect(asked.meta.res).toBe(RES.EMAIL_NOT_CONFIRMED);
    const before = smtp.count(user.email);
    await api.call(API.base.sendConfirmMail, {}, asMember(user));
    await api.call(API.base.confirmEmail, { veriCode: await smtp.codeFor(user.email, before) }, asMember(user));
    const requested = await api.call(API.base.completeInformation, { ...info, requestAccess: true }, asMember(user));
    expect(requested.data).toEqual({ auditFlag: 1 });
    expect(await db.select().from(newDesignRequests).where(eq(newDesignRequests.memberId, user.memId))).toHaveLength(1);

    // A later save of the details alone keeps the pending request as it is.
    const again = await api.call(API.base.completeInformation, { ...info, company: 'Lumen Boutique GmbH', requestAccess: false }, asMember(user));
    expect(again.data).toEqual({ auditFlag: 1 });
    expect(await companyOf(db, user.memId)).toMatchObject({ name: 'Lumen Boutique GmbH', auditFlag: 1 });
    expect(await db.select().from(newDesignRequests).where(eq(newDesignRequests.memberId, user.memId))).toHaveLength(1);
  });

  it('refuses a requestAccess that is not true or false', async () => {
    const user = await register();
    const wrong = await api.call(API.base.completeInformation, { ...info, requestAccess: 'no' }, asMember(user));
    expect(wrong.meta.res).toBe(RES.INVALID_PARAMS);
  });
});
