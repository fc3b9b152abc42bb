import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { API, hashPassword, LIMITS, PASSWORD_INPUT_PATTERN, RES, SIGN_HEADER, signedCall, TOKEN_HEADER, type LoginResult, type MemberInformation } from '@sw/protocol';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';
import { DEMO_ACCOUNTS_FILE, readDemoAccountsFile } from '../seed/accounts';
import { mailOutbox, members, rateLimits, verificationCodes } from '../db/schema';
import { createLogger, emailHash, type Logger } from '../lib/log';
import { createMailer } from '../lib/mailer';
import { LONGEST_WINDOW_MS, pruneLimits } from '../lib/rateLimit';
import { CODE_MSG } from '../services/auth/codes';
import { AUTH_LIMITS, IP_LIMITS } from '../services/auth/limits';
import { ARGON2_OPTIONS, hashTypedPassword } from '../services/auth/passwords';
import { addStaffAccount } from '../services/auth/staffAccounts';
import { openTestDatabase, startTestApi, type TestApi } from '../testing/harness';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

// This suite checks the production password parameters, and the lock under the real verification's cost: it hashes
// at that cost, not the test project's (services/auth/passwords.ts).
delete process.env.PASSWORD_HASH_COST;

const apiRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** A logger whose lines the test can read. */
function capturedLog(): { log: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const log = createLogger(stream);
  if (previous === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previous;
  const text = () => chunks.join('');
  return { log, text, lines: () => text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

let seq = 0;
const newEmail = (label = 'buyer') => `${label}.${Date.now().toString(36)}${++seq}@example.com`;

function client(api: TestApi) {
  const login = (email: string, password: string) =>
    api.call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
  const register = async (email = newEmail(), password = 'secret12') => {
    const envelope = await login(email, password);
    expect(envelope.meta.res).toBe(RES.OK);
    return { email, password, ...envelope.data! };
  };
  return { login, register, as: asMember };
}

const asMember = (user: { tokEn: string; memId: string }) => ({ token: user.tokEn, memId: user.memId });

describe('demo accounts', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are made once on the first start with random passwords, written owner-only, and never reset', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-'));
    const database = await openTestDatabase();
    try {
      await migrate(database);
      const first = await seedIfEmpty(database.db, createLogger(), { goods: 2, dataDir: dir });
      expect(first.demoAccounts.map((a) => [a.role, a.email, a.staffRoles?.join(',')])).toEqual([
        ['buyer', 'buyer@demo.test', undefined], ['buyer', 'eu-buyer@demo.test', undefined], ['buyer', 'us-buyer@demo.test', undefined],
        ['staff', 'staff@demo.test', 'administrator'], ['staff', 'sales@demo.test', 'sales'],
        ['staff', 'sales-manager@demo.test', 'sales_manager'], ['staff', 'finance@demo.test', 'finance'],
        ['staff', 'production@demo.test', 'production'], ['staff', 'catalogue@demo.test', 'catalogue'],
      ]);
      // One member per staff role, each with exactly that role in the database.
      const rows = await database.db.select({ email: members.email, staffRoles: members.staffRoles }).from(members).where(eq(members.role, 'staff'));
      expect(new Set(rows.map((r) => r.staffRoles.join(',')))).toEqual(new Set(['administrator', 'sales', 'sales_manager', 'finance', 'production', 'catalogue']));
      const file = path.join(dir, DEMO_ACCOUNTS_FILE);
      expect(first.demoAccountsFile).toBe(file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const written = readDemoAccountsFile(file);
      expect(written).toEqual(first.demoAccounts.map(({ role, email, password, staffRoles }) => ({ role, email, password, ...(staffRoles ? { staffRoles } : {}) })));
      for (const account of written) {
        expect(account.password).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(PASSWORD_INPUT_PATTERN.test(account.password)).toBe(true);
        expect(['buyer123', 'staff123']).not.toContain(account.password);
      }
      expect(new Set(written.map((a) => a.password)).size).toBe(written.length);

      const before = await database.db.select({ email: members.email, pwdHash: members.pwdHash }).from(members);
      const again = await seedIfEmpty(database.db, createLogger(), { goods: 2, dataDir: dir });
      expect(again).toEqual({ seeded: false, demoAccounts: [] });
      expect(await database.db.select({ email: members.email, pwdHash: members.pwdHash }).from(members)).toEqual(before);
      expect(readDemoAccountsFile(file)).toEqual(written);
    } finally {
      await database.dispose();
    }
  });

  it('a demo account that still has the password earlier versions published gets a random one; a chosen one stays', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-'));
    const database = await openTestDatabase();
    try {
      await migrate(database);
      await seedIfEmpty(database.db, createLogger(), { goods: 2 });
      await database.db.update(members).set({ pwdHash: await hashTypedPassword('buyer@demo.test', 'buyer123') }).where(eq(members.email, 'buyer@demo.test'));
      const [staffBefore] = await database.db.select().from(members).where(eq(members.email, 'staff@demo.test'));

      const later = await seedIfEmpty(database.db, createLogger(), { goods: 2, dataDir: dir });
      expect(later.seeded).toBe(false);
      expect(later.demoAccounts.map((a) => a.email)).toEqual(['buyer@demo.test']);
      expect(readDemoAccountsFile(path.join(dir, DEMO_ACCOUNTS_FILE))).toEqual([
        { role: 'buyer', email: 'buyer@demo.test', password: later.demoAccounts[0]!.password },
      ]);
      const [staffAfter] = await database.db.select().from(members).where(eq(members.email, 'staff@demo.test'));
      expect(staffAfter!.pwdHash).toBe(staffBefore!.pwdHash);
      expect((await seedIfEmpty(database.db, createLogger(), { goods: 2, dataDir: dir })).demoAccounts).toEqual([]);
    } finally {
      await database.dispose();
    }
  });

  it('SEED_DEMO=0 (demoAccounts: false) makes none and writes no file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-'));
    const database = await openTestDatabase();
    try {
      await migrate(database);
      const result = await seedIfEmpty(database.db, createLogger(), { goods: 2, dataDir: dir, demoAccounts: false });
      expect(result).toMatchObject({ seeded: true, demoAccounts: [] });
      expect(await database.db.select().from(members)).toHaveLength(0);
      expect(fs.existsSync(path.join(dir, DEMO_ACCOUNTS_FILE))).toBe(false);
    } finally {
      await database.dispose();
    }
  });

  it('the seeded demo buyer signs in with the password from the file, not with the old published one', async () => {
    const api = await startTestApi({ seed: { goods: 0 } });
    try {
      const { login } = client(api);
      const buyer = api.demoAccounts.find((a) => a.role === 'buyer')!;
      expect((await login(buyer.email, 'buyer123')).meta.res).toBe(RES.WRONG_PASSWORD);
      expect((await login(buyer.email, buyer.password)).meta.res).toBe(RES.OK);
    } finally {
      await api.close();
    }
  });
});

describe('npm run staff -- add', () => {
  it('adds a staff account with the password from standard input, on a PGlite data directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-staff-'));
    try {
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const tsx = path.join(apiRoot, '../../node_modules/.bin/tsx');
      const child = run(tsx, ['src/cli/staff.ts', 'add', 'Desk@Example.com'], { cwd: apiRoot, env, timeout: 120_000 });
      child.child.stdin!.end('Str0ng#pass\n');
      const { stdout } = await child;
      expect(stdout).toContain('staff account desk@example.com added');
      expect(stdout).not.toContain('Str0ng');

      const database = openDatabase({ dataDir: dir });
      try {
        const [row] = await database.db.select().from(members).where(eq(members.email, 'desk@example.com'));
        expect(row).toMatchObject({ role: 'staff', companyId: null });
        expect(row!.pwdHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);

  it('the rule: a staff account signs in with its password; an existing address or a short password is refused', async () => {
    const api = await startTestApi();
    try {
      const db = api.deps.database.db;
      await addStaffAccount(db, 'ops@example.com', 'Long#enough1');
      const signedIn = await client(api).login('ops@example.com', 'Long#enough1');
      expect(signedIn.meta.res).toBe(RES.OK);
      await expect(addStaffAccount(db, 'ops@example.com', 'Another#one2')).rejects.toThrow('already has an account');
      await expect(addStaffAccount(db, 'new@example.com', '12')).rejects.toThrow(/at least/i);
      await expect(addStaffAccount(db, 'new@example.com', 'with space-dash')).rejects.toThrow(/letters, digits/);
      await expect(addStaffAccount(db, 'not-an-address', 'Long#enough1')).rejects.toThrow();
    } finally {
      await api.close();
    }
  });
});

describe('proof of address, secrets, events and caching', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  let captured: ReturnType<typeof capturedLog>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    captured = capturedLog();
    api = await startTestApi({ smtpUrl: smtp.url, log: captured.log });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  const info = { company: 'Lumen Boutique', country: 'DE', contactName: 'Mia Braun', phone: '+49 30 1234567' };

  it('refuses the first access request until the address is confirmed with the mailed code', async () => {
    const { register, as } = client(api);
    const user = await register();
    const refused = await api.call(API.base.completeInformation, info, as(user));
    expect(refused).toEqual({ meta: { res: RES.EMAIL_NOT_CONFIRMED, msg: expect.stringContaining('confirm your email') }, data: null });
    expect((await api.call<MemberInformation>(API.base.viewInformation, {}, as(user))).data).toMatchObject({ emailConfirmed: false, auditFlag: 0 });

    const before = smtp.count(user.email);
    expect((await api.call(API.base.sendConfirmMail, {}, as(user))).meta.res).toBe(RES.OK);
    // The same 60 s rule as the reset code.
    expect((await api.call(API.base.sendConfirmMail, {}, as(user))).meta.res).toBe(RES.CODE_TOO_OFTEN);
    const code = await smtp.codeFor(user.email, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await api.call(API.base.confirmEmail, { veriCode: wrong }, as(user))).meta.res).toBe(RES.CODE_REJECTED);
    // A reset code of the same address does not confirm it: codes are bound to their purpose.
    expect((await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: code })).meta.res).toBe(RES.CODE_REJECTED);
    expect((await api.call(API.base.confirmEmail, { veriCode: code }, as(user))).meta.res).toBe(RES.OK);
    expect((await api.call(API.base.confirmEmail, { veriCode: code }, as(user))).meta.res).toBe(RES.CODE_REJECTED);

    expect((await api.call(API.base.completeInformation, info, as(user))).data).toEqual({ auditFlag: 1 });
    expect((await api.call<MemberInformation>(API.base.viewInformation, {}, as(user))).data).toMatchObject({ emailConfirmed: true, auditFlag: 1 });
    // A confirmed address gets no more codes.
    const sent = smtp.count(user.email);
    expect((await api.call(API.base.sendConfirmMail, {}, as(user))).meta).toEqual({ res: RES.CONFLICT, msg: 'Your email address is already confirmed.' });
    expect(smtp.count(user.email)).toBe(sent);
  });

  it('confirmation needs a session', async () => {
    expect((await api.call(API.base.sendConfirmMail, {})).meta.res).toBe(RES.NOT_SIGNED_IN);
    expect((await api.call(API.base.confirmEmail, { veriCode: '123456' })).meta.res).toBe(RES.NOT_SIGNED_IN);
  });

  it('keeps security mails in the outbox without their code', async () => {
    const { register } = client(api);
    const user = await register();
    const before = smtp.count(user.email);
    await api.call(API.base.sendVerificationMail, { email: user.email });
    const code = await smtp.codeFor(user.email, before);
    const [kept] = await api.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(kept!.text).not.toContain(code);
    expect(kept!.html).not.toContain(code);
    expect(kept!.text).toContain('Your verification code is [removed].');
  });

  it('logs security events as structured lines without secrets', async () => {
    const { login, register, as } = client(api);
    const user = await register(newEmail('events'), 'Right pass 1');
    await login(user.email, 'Wrong pass 1');
    const before = smtp.count(user.email);
    await api.call(API.base.sendVerificationMail, { email: user.email });
    const code = await smtp.codeFor(user.email, before);
    await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'Next pass 2'), veriCode: code });
    await api.call(API.base.viewInformation, {}, as(user));

    const lines = captured.lines().filter((l) => l.security);
    const mine = lines.filter((l) => l.memberId === user.memId || l.emailHash === emailHash(user.email));
    const events = mine.map((l) => `${String(l.event)}:${String(l.result)}`);
    expect(events).toEqual(expect.arrayContaining([
      'signin:ok', 'signin:refused', 'code.sent:ok', 'code.checked:ok', 'password.reset:ok', 'session.revoked:ok',
    ]));
    for (const line of mine) expect(line).toMatchObject({ ip: expect.any(String), result: expect.stringMatching(/^(ok|refused)$/) });
    expect(lines.find((l) => l.event === 'signin' && l.result === 'refused' && l.memberId === user.memId)).toMatchObject({ reason: 'wrong-password' });

    const everything = captured.text();
    for (const secret of [code, user.email, hashPassword(user.email, 'Wrong pass 1'), hashPassword(user.email, 'Next pass 2'), user.tokEn]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('logs no mail body when no SMTP server is set', async () => {
    const quiet = capturedLog();
    const mailer = createMailer({ db: api.deps.database.db, from: 'Shop <no-reply@shop.example>', log: quiet.log });
    await mailer.send({ to: 'x@example.com', subject: 'Code', text: 'Your verification code is 424242.', secret: '424242' });
    expect(quiet.text()).toContain('mail kept in the outbox');
    expect(quiet.text()).not.toContain('424242');
    expect(quiet.text()).not.toContain('verification code');
  });

  it('logs a failed query without its parameters', async () => {
    const quiet = capturedLog();
    const error = await api.deps.database.db.execute(sql`select ${'very-secret-value'}::int`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    quiet.log.error({ err: error }, 'unhandled error');
    expect(quiet.text()).toContain('unhandled error');
    expect(quiet.text()).toContain('Failed query: select $1::int');
    expect(quiet.text()).toContain('22P02');
    expect(quiet.text()).not.toContain('very-secret-value');
  });

  it('stores passwords with the stated argon2id parameters', async () => {
    const { register } = client(api);
    const user = await register();
    const [row] = await api.deps.database.db.select({ pwdHash: members.pwdHash }).from(members).where(eq(members.id, user.memId));
    expect(row!.pwdHash.startsWith(`$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`)).toBe(true);
  });

  it('member answers carry Cache-Control: no-store on every path, refusals included', async () => {
    const { register } = client(api);
    const user = await register();
    const headersOf = async (callPath: string, data: unknown, token?: string) => {
      const signed = signedCall(callPath, token ? { memId: user.memId } : {}, api.deps.now().getTime());
      const headers: Record<string, string> = { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign };
      if (token) headers[TOKEN_HEADER] = token;
      const response = await api.raw(signed.url, { method: 'POST', headers, body: JSON.stringify(data) });
      return response.headers.get('cache-control');
    };
    expect(await headersOf(API.base.viewInformation, {}, user.tokEn)).toBe('no-store');
    expect(await headersOf(API.base.viewInformation, {})).toBe('no-store');
    expect(await headersOf(API.base.completeInformation, { company: '' }, user.tokEn)).toBe('no-store');
    expect(await headersOf(API.csite01.countryList, {}, user.tokEn)).toBe('no-store');
    expect(await headersOf(API.csite01.countryList, {})).not.toBe('no-store');
  });
});

describe('counted exactly under parallel guesses', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    api = await startTestApi({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('40 parallel wrong guesses at one reset code: 4 wrong answers, then refusals; the right code is refused after', async () => {
    const { register } = client(api);
    const user = await register();
    const before = smtp.count(user.email);
    await api.call(API.base.sendVerificationMail, { email: user.email });
    const code = await smtp.codeFor(user.email, before);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((veriCode) => api.call(API.base.verificationMailChecking, { email: user.email, veriCode })));
    const messages = answers.map((a) => a.meta.msg);
    expect(answers.every((a) => a.meta.res === RES.CODE_REJECTED)).toBe(true);
    expect(messages.filter((m) => m === CODE_MSG.incorrect)).toHaveLength(LIMITS.verificationCodeMaxTries - 1);
    expect(messages.filter((m) => m === CODE_MSG.tooManyTries)).toHaveLength(40 - (LIMITS.verificationCodeMaxTries - 1));
    const [row] = await api.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, user.email));
    expect(row!.tries).toBe(LIMITS.verificationCodeMaxTries);
    const right = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'Another1'), veriCode: code });
    expect(right.meta.res).toBe(RES.CODE_REJECTED);
  });

  it('parallel wrong passwords are each counted: 4 leave the account open, the fifth locks it', async () => {
    const { login, register } = client(api);
    const user = await register(newEmail(), 'Right pass 1');
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => login(user.email, `Wrong pass ${i}`)));
    expect(answers.map((a) => a.meta.res)).toEqual(Array(4).fill(RES.WRONG_PASSWORD));
    const [row] = await api.deps.database.db.select().from(members).where(eq(members.id, user.memId));
    expect(row!.failedLogins).toBe(4);
    expect((await login(user.email, 'Wrong pass 9')).meta.res).toBe(RES.ACCOUNT_LOCKED);
    expect((await login(user.email, 'Right pass 1')).meta.res).toBe(RES.ACCOUNT_LOCKED);
  });
});

describe('the wrong-password lock under a parallel burst', () => {
  let api: TestApi;
  let captured: ReturnType<typeof capturedLog>;
  beforeAll(async () => {
    captured = capturedLog();
    api = await startTestApi({ log: captured.log });
  });
  afterAll(async () => api?.close());

  /** Passwords actually checked against the hash: each check ends in a wrong-password refusal or a sign-in. */
  const verifications = (memId: string) => captured.lines().filter((l) => l.security && l.event === 'signin' && l.memberId === memId
    && (l.result === 'ok' || l.reason === 'wrong-password')).length;

  it('40 parallel sign-ins (39 wrong, then the right one): at most 5 checks per lock window, the right one refused', async () => {
    const { login, register } = client(api);
    const user = await register(newEmail('burst'), 'Right pass 1');
    const signedUp = verifications(user.memId);
    const isLocked = async () => {
      const [row] = await api.deps.database.db.select().from(members).where(eq(members.id, user.memId));
      return row!.lockedUntil !== null && row!.lockedUntil.getTime() > api.deps.now().getTime();
    };
    const burst = async () => {
      const wrong = Array.from({ length: 39 }, (_, i) => login(user.email, `Wrong pass ${i}`));
      // The right password comes while the wrong ones are still in flight, once the first five have been counted.
      while (!(await isLocked())) await new Promise((resolve) => setTimeout(resolve, 1));
      const right = login(user.email, 'Right pass 1');
      return { wrong: await Promise.all(wrong), right: await right };
    };

    const first = await burst();
    expect(verifications(user.memId) - signedUp).toBeLessThanOrEqual(AUTH_LIMITS.maxWrongPasswords);
    expect(first.right.meta.res).toBe(RES.ACCOUNT_LOCKED);
    expect(first.wrong.filter((a) => a.meta.res === RES.WRONG_PASSWORD).length).toBeLessThan(AUTH_LIMITS.maxWrongPasswords);
    expect(first.wrong.every((a) => a.meta.res === RES.WRONG_PASSWORD || a.meta.res === RES.ACCOUNT_LOCKED)).toBe(true);

    // The next window allows five more checks, no more.
    api.advance(AUTH_LIMITS.lockMs + 1000);
    const second = await burst();
    expect(verifications(user.memId) - signedUp).toBeLessThanOrEqual(2 * AUTH_LIMITS.maxWrongPasswords);
    expect(second.right.meta.res).toBe(RES.ACCOUNT_LOCKED);

    api.advance(AUTH_LIMITS.lockMs + 1000);
    expect((await login(user.email, 'Right pass 1')).meta.res).toBe(RES.OK);
  });
});

describe('per-address limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('limits emailRegisterChecking.do per client address', async () => {
    for (let i = 0; i < IP_LIMITS.registrationCheck.max; i++) {
      expect((await api.call(API.base.emailRegisterChecking, { email: newEmail('probe') })).meta.res).toBe(RES.OK);
    }
    const over = await api.call(API.base.emailRegisterChecking, { email: newEmail('probe') });
    expect(over.meta).toEqual({ res: RES.RATE_LIMITED, msg: IP_LIMITS.registrationCheck.message });
    api.advance(IP_LIMITS.registrationCheck.windowMs);
    expect((await api.call(API.base.emailRegisterChecking, { email: newEmail('probe') })).meta.res).toBe(RES.OK);
  });

  it('caps wrong codes per client address per day, over many codes and addresses', async () => {
    const { register } = client(api);
    let wrong = 0;
    while (wrong < IP_LIMITS.wrongCodesDaily.max) {
      const user = await register();
      expect((await api.call(API.base.sendVerificationMail, { email: user.email })).meta.res).toBe(RES.OK);
      for (let i = 0; i < LIMITS.verificationCodeMaxTries && wrong < IP_LIMITS.wrongCodesDaily.max; i++, wrong++) {
        // Without SMTP the code is unknown to anyone: every guess here is (almost surely) wrong.
        expect((await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: '000000' })).meta.res).toBe(RES.CODE_REJECTED);
      }
      api.advance(IP_LIMITS.codeChecks.windowMs / 6);
    }
    const user = await register();
    await api.call(API.base.sendVerificationMail, { email: user.email });
    const capped = await api.call(API.base.verificationMailChecking, { email: user.email, veriCode: '000000' });
    expect(capped.meta).toEqual({ res: RES.RATE_LIMITED, msg: IP_LIMITS.wrongCodesDaily.message });
    const reset = await api.call(API.base.changePwd, { email: user.email, pwd: hashPassword(user.email, 'Another1'), veriCode: '000000' });
    expect(reset.meta.res).toBe(RES.RATE_LIMITED);
  }, 150_000);

  it('prunes counters whose window is over, keeping the live ones', async () => {
    const db = api.deps.database.db;
    const now = api.deps.now();
    await db.insert(rateLimits).values([
      { key: 'test-old', windowStart: new Date(now.getTime() - LONGEST_WINDOW_MS - 1000), count: 3 },
      { key: 'test-live', windowStart: new Date(now.getTime() - 1000), count: 3 },
    ]);
    expect(await pruneLimits(db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test-live');
    expect(keys).not.toContain('test-old');
  });
});
