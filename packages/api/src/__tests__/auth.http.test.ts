import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, hashPassword, SIGN_HEADER, signedCall, LIMITS, MSG, RES, type LoginResult, type HeaderData, type MemberInformation } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { companyOf } from '../testing/members';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import { members, newDesignRequests, verificationCodes } from '../db/schema';
import { addStaffAccount } from '../services/auth/staffAccounts';

// ---- helpers ----

let api: TestApi;
let smtp: TestSmtp;
let seq = 0;
const newEmail = (label = 'buyer') => `${label}.${Date.now().toString(36)}${++seq}@example.com`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 0 }, smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const login = (email: string, password: string) =>
  api.call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });

async function register(email = newEmail(), password = 'secret12') {
  const envelope = await login(email, password);
  expect(envelope.meta.res).toBe(RES.OK);
  return { email, password, ...envelope.data! };
}

const asMember = (user: { tokEn: string; memId: string }) => ({ token: user.tokEn, memId: user.memId });

async function sendCode(email: string): Promise<string> {
  const before = smtp.count(email);
  const sent = await api.call(API.base.sendVerificationMail, { email });
  expect(sent.meta).toEqual({ res: RES.OK, msg: 'success' });
  return smtp.codeFor(email, before);
}

/** Proves the member's address with the mailed code, as the My Account page does. */
async function confirmEmail(user: { email: string; tokEn: string; memId: string }) {
  const before = smtp.count(user.email);
  expect((await api.call(API.base.sendConfirmMail, {}, asMember(user))).meta.res).toBe(RES.OK);
  const code = await smtp.codeFor(user.email, before);
  expect((await api.call(API.base.confirmEmail, { veriCode: code }, asMember(user))).meta.res).toBe(RES.OK);
  return user;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// ---- tests ----

describe('registration check and sign-in', () => {
  it('answers 0 for a new address and 1 once it is registered', async () => {
    const email = newEmail();
    expect((await api.call(API.base.emailRegisterChecking, { email })).data).toBe(0);
    await register(email);
    expect((await api.call(API.base.emailRegisterChecking, { email })).data).toBe(1);
    expect((await api.call(API.base.emailRegisterChecking, { email: `  ${email.toUpperCase()} ` })).data).toBe(1);
  });

  it('registers on first use with the nick from the address and signs in afterwards', async () => {
    const email = newEmail('anna.lee');
    const first = await register(email, 'Abc!123');
    expect(first).toMatchObject({ nick: expect.stringMatching(/^anna\.lee\./), headImg: '' });
    expect(first.tokEn).toMatch(/^[\w-]{40,}$/);
    expect(first.memId).toMatch(/^[0-9a-f-]{36}$/);

    const again = await login(email, 'Abc!123');
    expect(again.meta.res).toBe(RES.OK);
    expect(again.data).toMatchObject({ memId: first.memId, nick: first.nick });
    expect(again.data!.tokEn).not.toBe(first.tokEn);

    const [row] = await api.deps.database.db.select().from(members).where(eq(members.email, email));
    expect(row!.pwdHash).toMatch(/^\$argon2id\$/);
    expect(row!.pwdHash).not.toContain(hashPassword(email, 'Abc!123'));
  });

  it('signs in the seeded demo buyer with the password a person types', async () => {
    const demo = api.demoAccounts.find((account) => account.role === 'buyer')!;
    const envelope = await login(demo.email, demo.password);
    expect(envelope.meta.res).toBe(RES.OK);
    expect(envelope.data!.nick).toBe(demo.nick);
  });

  it('answers a wrong password with 10020 and the spec text', async () => {
    const user = await register();
    const envelope = await login(user.email, 'wrong-password');
    expect(envelope).toEqual({ meta: { res: RES.WRONG_PASSWORD, msg: MSG.wrongPassword }, data: null });
  });

  it('locks an address for 15 minutes after 5 wrong passwords in a row, even for the right one', async () => {
    const user = await register();
    for (let i = 1; i <= 4; i++) expect((await login(user.email, `nope${i}xx`)).meta.res).toBe(RES.WRONG_PASSWORD);
    const fifth = await login(user.email, 'nope5xx');
    expect(fifth.meta.res).toBe(RES.ACCOUNT_LOCKED);
    expect(fifth.meta.msg).toMatch(/Too many wrong passwords.*15 minutes/);

    const right = await login(user.email, user.password);
    expect(right.meta.res).toBe(RES.ACCOUNT_LOCKED);

    api.advance(15 * 60 * 1000 + 1000);
    const later = await login(user.email, user.password);
    expect(later.meta.res).toBe(RES.OK);
  });

  it('a correct password resets the count of wrong ones', async () => {
    const user = await register();
    for (let i = 0; i < 4; i++) await login(user.email, 'wrong-one');
    expect((await login(user.email, user.password)).meta.res).toBe(RES.OK);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-one')).meta.res).toBe(RES.WRONG_PASSWORD);
  });

  it('two first sign-ins of one address at once make one member', async () => {
    const email = newEmail();
    const [a, b] = await Promise.all([login(email, 'secret12'), login(email, 'secret12')]);
    expect(a.meta.res).toBe(RES.OK);
    expect(b.meta.res).toBe(RES.OK);
    expect(a.data!.memId).toBe(b.data!.memId);
  });

  it('limits sign-in attempts per client address, whatever the email', async () => {
    const user = await register();
    const fromIp = async (ip: string) => {
      const { url, sign } = signedCall(API.base.emailLoginOrRegister, {}, api.deps.now().getTime());
      const response = await api.raw(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign, 'x-forwarded-for': ip },
        body: JSON.stringify({ email: user.email, pwd: hashPassword(user.email, 'wrong-one') }),
      });
      return ((await response.json()) as { meta: { res: string } }).meta.res;
    };
    for (let i = 0; i < 100; i++) await fromIp('203.0.113.9');
    expect(await fromIp('203.0.113.9')).toBe(RES.RATE_LIMITED);
    expect(await fromIp('203.0.113.10')).not.toBe(RES.RATE_LIMITED);
  });

  it('refuses bad input with 10001 and a readable message', async () => {
    const bad = await api.call(API.base.emailLoginOrRegister, { email: 'not-an-email', pwd: hashPassword('x@y.z', 'secret12') });
    expect(bad.meta).toEqual({ res: RES.INVALID_PARAMS, msg: `email: ${MSG.invalidEmail}` });

    const short = await api.call(API.base.emailLoginOrRegister, { email: newEmail(), pwd: '12345' });
    expect(short.meta.res).toBe(RES.INVALID_PARAMS);
    expect(short.meta.msg).toMatch(/^pwd: The password must be at least 6 characters/);

    const missing = await api.call(API.base.emailRegisterChecking, {});
    expect(missing.meta).toEqual({ res: RES.INVALID_PARAMS, msg: `email: ${MSG.invalidEmail}` });

    const code = await api.call(API.base.verificationMailChecking, { email: newEmail(), veriCode: '12ab56' });
    expect(code.meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'veriCode: The verification code is 6 digits.' });
  });
});

describe('verification codes by email', () => {
  it('mails a 6-digit code that the check accepts; the database keeps only a hash of it', async () => {
    const user = await register();
    const code = await sendCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.messages.filter((m) => m.to.includes(user.email)).at(-1)!;
    expect(mail.raw).toMatch(/Subject: .*verification code/);
    expect(mail.text).toContain(`Your verification code is ${code}. It is valid for 10 minutes.`);
    expect(mail.raw).toContain('text/html');

    const rows = await api.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('reset');
    expect(rows[0]!.codeHash).not.toContain(code);

    const check = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: code });
    expect(check.meta.res).toBe(RES.OK);
  });

  it("refuses an unregistered address with 'Email is not registered'", async () => {
    const envelope = await api.call(API.base.sendVerificationMail, { email: newEmail('nobody') });
    expect(envelope.meta).toEqual({ res: RES.CODE_REJECTED, msg: MSG.emailNotRegistered });
  });

  it('refuses a second send within 60 s with 21005 and allows it after 60 s', async () => {
    const user = await register();
    await sendCode(user.email);
    const again = await api.call(API.base.sendVerificationMail, { email: user.email });
    expect(again.meta).toEqual({ res: RES.CODE_TOO_OFTEN, msg: MSG.codeTooOften });
    api.advance(30_000);
    expect((await api.call(API.base.sendVerificationMail, { email: user.email })).meta.res).toBe(RES.CODE_TOO_OFTEN);
    api.advance(30_000);
    const fresh = await sendCode(user.email);
    expect(fresh).toMatch(/^\d{6}$/);
  });

  it('only the latest code counts', async () => {
    const user = await register();
    const first = await sendCode(user.email);
    api.advance(60_000);
    const second = await sendCode(user.email);
    if (first !== second) {
      const old = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: first });
      expect(old.meta).toEqual({ res: RES.CODE_REJECTED, msg: MSG.codeIncorrect });
    }
    expect((await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: second })).meta.res).toBe(RES.OK);
  });

  it('expires a code after 10 minutes', async () => {
    const user = await register();
    const code = await sendCode(user.email);
    api.advance(LIMITS.verificationCodeTtlMs - 5_000);
    expect((await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: code })).meta.res).toBe(RES.OK);
    api.advance(10_000);
    const late = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: code });
    expect(late.meta).toEqual({ res: RES.CODE_REJECTED, msg: 'The verification code has expired. Please request a new one.' });
    const reset = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'another1'), veriCode: code });
    expect(reset.meta.res).toBe(RES.CODE_REJECTED);
  });

  it('kills a code after 5 wrong tries', async () => {
    const user = await register();
    const code = await sendCode(user.email);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const envelope = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: wrong });
      expect(envelope.meta).toEqual({ res: RES.CODE_REJECTED, msg: MSG.codeIncorrect });
    }
    const fifth = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: wrong });
    expect(fifth.meta).toEqual({ res: RES.CODE_REJECTED, msg: 'Too many wrong codes. Please request a new one.' });
    const right = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: code });
    expect(right.meta).toEqual({ res: RES.CODE_REJECTED, msg: 'Too many wrong codes. Please request a new one.' });

    api.advance(60_000);
    const fresh = await sendCode(user.email);
    expect((await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: fresh })).meta.res).toBe(RES.OK);
  });

  it('answers a check without any code sent with a readable refusal', async () => {
    const user = await register();
    const envelope = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: '123456' });
    expect(envelope.meta).toEqual({ res: RES.CODE_REJECTED, msg: 'Please request a verification code first.' });
  });
});

describe('changing the password', () => {
  it('changePwd with the emailed code sets the new password, signs out other sessions and signs in', async () => {
    const user = await register();
    const otherDevice = await login(user.email, user.password);
    const code = await sendCode(user.email);

    const changed = await api.call<LoginResult>(API.base.changePwd, {
      email: user.email,
      pwd: hashPassword(user.email, 'brandNew9'),
      veriCode: code,
    });
    expect(changed.meta.res).toBe(RES.OK);
    expect(changed.data).toMatchObject({ memId: user.memId, nick: user.nick, headImg: '' });

    expect((await api.call(API.base.viewInformation, {}, asMember(changed.data!))).meta.res).toBe(RES.OK);
    expect((await api.call(API.base.viewInformation, {}, asMember(otherDevice.data!))).meta.res).toBe(RES.SESSION_REVOKED);
    expect((await api.call(API.base.viewInformation, {}, asMember(user))).meta.res).toBe(RES.SESSION_REVOKED);

    expect((await login(user.email, user.password)).meta.res).toBe(RES.WRONG_PASSWORD);
    expect((await login(user.email, 'brandNew9')).meta.res).toBe(RES.OK);

    const reuse = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'third123'), veriCode: code });
    expect(reuse.meta.res).toBe(RES.CODE_REJECTED);
  });

  it('changePwd with a wrong code changes nothing', async () => {
    const user = await register();
    const code = await sendCode(user.email);
    const changed = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'brandNew9'), veriCode: otherCode(code) });
    expect(changed.meta).toEqual({ res: RES.CODE_REJECTED, msg: MSG.codeIncorrect });
    expect((await login(user.email, user.password)).meta.res).toBe(RES.OK);
  });

  it('a password reset lifts a sign-in lock', async () => {
    const user = await register();
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong-one');
    expect((await login(user.email, user.password)).meta.res).toBe(RES.ACCOUNT_LOCKED);
    const code = await sendCode(user.email);
    const changed = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'fresh123'), veriCode: code });
    expect(changed.meta.res).toBe(RES.OK);
    expect((await login(user.email, 'fresh123')).meta.res).toBe(RES.OK);
  });

  it('changePwd2 changes the password of the signed-in member and keeps this session', async () => {
    const user = await register();
    const other = (await login(user.email, user.password)).data!;
    const creds = asMember(user);

    const wrongOld = await api.call(API.base.changePwd2, { oldPwd: hashPassword(user.email, 'not-mine'), pwd: hashPassword(user.email, 'next1234') }, creds);
    expect(wrongOld.meta).toEqual({ res: RES.WRONG_PASSWORD, msg: 'Your current password is not correct.' });

    const same = await api.call(API.base.changePwd2, { oldPwd: hashPassword(user.email, user.password), pwd: hashPassword(user.email, user.password) }, creds);
    expect(same.meta.res).toBe(RES.INVALID_PARAMS);

    const ok = await api.call(API.base.changePwd2, { oldPwd: hashPassword(user.email, user.password), pwd: hashPassword(user.email, 'next1234') }, creds);
    expect(ok.meta.res).toBe(RES.OK);
    expect((await api.call(API.base.viewInformation, {}, creds)).meta.res).toBe(RES.OK);
    expect((await api.call(API.base.viewInformation, {}, asMember(other))).meta.res).toBe(RES.SESSION_REVOKED);
    expect((await login(user.email, user.password)).meta.res).toBe(RES.WRONG_PASSWORD);
    expect((await login(user.email, 'next1234')).meta.res).toBe(RES.OK);
  });

  it('changePwd2 needs a session', async () => {
    const envelope = await api.call(API.base.changePwd2, { oldPwd: hashPassword('a@b.co', 'secret12'), pwd: hashPassword('a@b.co', 'secret34') });
    expect(envelope.meta.res).toBe(RES.NOT_SIGNED_IN);
  });
});

describe('sessions', () => {
  it('viewInformation returns the own account data', async () => {
    const user = await register();
    const envelope = await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(user));
    expect(envelope.meta.res).toBe(RES.OK);
    expect(envelope.data).toEqual({
      memId: user.memId, email: user.email, nick: user.nick, headImg: '', auditFlag: 0, emailConfirmed: false,
      company: null, country: null, contactName: null, phone: null, website: null, businessType: null, isStaff: false, companyRole: 'admin', staffRoles: [], accountManager: null,
    });
  });

  it('a staff member is told so by viewInformation and headerData (the console link); a buyer is not', async () => {
    const buyer = await register();
    const email = newEmail('desk');
    await addStaffAccount(api.deps.database.db, email, 'desk1234');
    const staff = await register(email, 'desk1234');
    expect((await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(staff))).data?.isStaff).toBe(true);
    expect((await api.call<HeaderData>(API.csite.headerData, {}, asMember(staff))).data?.isStaff).toBe(true);
    expect((await api.call<HeaderData>(API.csite.headerData, {}, asMember(buyer))).data?.isStaff).toBe(false);
    expect((await api.call<HeaderData>(API.csite.headerData, {})).data?.isStaff).toBe(false);
  });

  it('quitLogin revokes the calling session: a member call then answers 25051501', async () => {
    const user = await register();
    const creds = asMember(user);
    expect((await api.call(API.base.quitLogin, {}, creds)).meta.res).toBe(RES.OK);
    const after = await api.call(API.base.viewInformation, {}, creds);
    expect(after.meta.res).toBe(RES.SESSION_REVOKED);
    // Signing out again with the dead token answers its session code (the browser clears it); without a token it is harmless.
    expect((await api.call(API.base.quitLogin, {}, creds)).meta.res).toBe(RES.SESSION_REVOKED);
    expect((await api.call(API.base.quitLogin, {})).meta.res).toBe(RES.OK);
    // Other sessions of the member stay signed in.
    const other = (await login(user.email, user.password)).data!;
    expect((await api.call(API.base.viewInformation, {}, asMember(other))).meta.res).toBe(RES.OK);
  });

  it('a member call without a session answers 21008, with an unknown token 10006', async () => {
    expect((await api.call(API.base.viewInformation, {})).meta.res).toBe(RES.NOT_SIGNED_IN);
    const user = await register();
    const unknown = await api.call(API.base.viewInformation, {}, { token: 'x'.repeat(43), memId: user.memId });
    expect(unknown.meta.res).toBe(RES.SESSION_EXPIRED);
  });

  it("a session of one member never reads another member's data", async () => {
    const a = await register();
    const b = await register();
    const crossed = await api.call(API.base.viewInformation, {}, { token: a.tokEn, memId: b.memId });
    expect(crossed.meta.res).toBe(RES.SESSION_EXPIRED);
    expect(crossed.data).toBeNull();
    const own = await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(a));
    expect(own.data!.memId).toBe(a.memId);
    expect(own.data!.email).toBe(a.email);
    // The memId query parameter alone does not switch the member either.
    const query = await api.call(API.base.completeInformation, { company: 'X', country: 'US', contactName: 'Y', phone: '12345' }, { token: a.tokEn, memId: b.memId });
    expect(query.meta.res).toBe(RES.SESSION_EXPIRED);
    expect((await companyOf(api.deps.database.db, b.memId))!.name).toBeNull();
  });

  it('an expired session answers 10006', async () => {
    const user = await register();
    api.advance(LIMITS.sessionTtlMs + 1000);
    const envelope = await api.call(API.base.viewInformation, {}, asMember(user));
    expect(envelope.meta.res).toBe(RES.SESSION_EXPIRED);
    expect(envelope.meta.msg).toBe('Your session has expired. Please sign in again.');
  });
});

describe('company information and new-design access', () => {
  const info = { company: 'Lumen Boutique', country: 'de', contactName: 'Mia Braun', phone: '+49 30 1234567', website: 'https://lumen.example', businessType: 'Retailer / Boutique' };

  it('stores the information and records an access request (auditFlag 1)', async () => {
    const user = await confirmEmail(await register());
    const envelope = await api.call(API.base.completeInformation, info, asMember(user));
    expect(envelope).toEqual({ meta: { res: RES.OK, msg: 'success' }, data: { auditFlag: 1 } });
    const view = await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(user));
    expect(view.data).toMatchObject({ company: 'Lumen Boutique', country: 'DE', contactName: 'Mia Braun', phone: '+49 30 1234567', auditFlag: 1 });

    // A second save updates the data but stays one pending request.
    await api.call(API.base.completeInformation, { ...info, company: 'Lumen Boutique GmbH', website: '' }, asMember(user));
    const db = api.deps.database.db;
    const requests = await db.select().from(newDesignRequests).where(and(eq(newDesignRequests.memberId, user.memId), eq(newDesignRequests.status, 1)));
    expect(requests).toHaveLength(1);
    expect(await companyOf(db, user.memId)).toMatchObject({ name: 'Lumen Boutique GmbH', website: null, auditFlag: 1 });
  });

  it('refuses incomplete information with readable messages', async () => {
    const user = await confirmEmail(await register());
    const noCountry = await api.call(API.base.completeInformation, { ...info, country: 'Germany' }, asMember(user));
    expect(noCountry.meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'country: Please choose a country.' });
    const unlistedCountry = await api.call(API.base.completeInformation, { ...info, country: 'XX' }, asMember(user));
    expect(unlistedCountry.meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'country: Please choose a country.' });
    const noCompany = await api.call(API.base.completeInformation, { ...info, company: '  ' }, asMember(user));
    expect(noCompany.meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'company: Company name is required.' });
    const view = await api.call<MemberInformation>(API.base.viewInformation, {}, asMember(user));
    expect(view.data!.auditFlag).toBe(0);
  });
});
