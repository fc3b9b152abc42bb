import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { API, hashPassword, RES, SIGN_HEADER, signedCall, TOKEN_HEADER, type LoginResult } from '@sw/protocol';
import { companies, members, newDesignRequests, sessions } from '../db/schema';
import { migrate } from '../db/migrate';
import { allEndpoints } from '../routes';
import { httpCaller, openTestDatabase, startTestApi, type Call, type TestApi } from '../testing/harness';

/**
 * Fault and abuse tests: loopback only, bounded in count and time. The PostgreSQL-only part runs with
 * TEST_DATABASE_URL and is skipped on PGlite (one in-process database: no second process can share it,
 * and it has no server connections to cut).
 */

const RESULT_CODE = /^\d{5,8}$/;
const apiRoot = path.resolve(import.meta.dirname, '../..');

/** A small seeded generator, so that a failing body can be reproduced. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomValue(rand: () => number, depth = 0): unknown {
  const pick = Math.floor(rand() * 11);
  const text = () => Array.from({ length: Math.floor(rand() * 40) }, () => String.fromCodePoint(Math.floor(rand() * 0x2fff))).join('');
  switch (pick) {
    case 0: return null;
    case 1: return rand() < 0.5;
    case 2: return Math.floor((rand() - 0.5) * 2 ** 40);
    case 3: return [Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0.5, 2 ** 31][Math.floor(rand() * 6)];
    case 4: return text();
    case 5: return ['', ' ', '0', '-1', 'null', "' or 1=1 --", '<script>x</script>', '../../etc/passwd', '%00', 'a'.repeat(5000)][Math.floor(rand() * 10)];
    case 6: return '123456';
    case 7: return 'x@example.com';
    case 8: return depth > 2 ? 'deep' : Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
    default: {
      if (depth > 2) return {};
      const out: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(rand() * 4); i++) out[text().slice(0, 8) || '__proto__'] = randomValue(rand, depth + 1);
      return out;
    }
  }
}

/** Bodies with the path's own field names holding values of every kind, and bodies of other shapes. */
function randomBodies(fields: string[], rand: () => number, n: number): unknown[] {
  return Array.from({ length: n }, (_, i) => {
    if (i % 4 === 3) return randomValue(rand);
    const body: Record<string, unknown> = {};
    for (const field of fields) if (rand() < 0.8) body[field] = randomValue(rand);
    return body;
  });
}

const MALFORMED = ['{', '{"a":', 'null', '[]', '[1,2]', '"text"', '42', '\u0000\u0001\u0002', '{"pageNo": 1e999}', `{"key": "${'x'.repeat(900_000)}"}`];

const fieldsOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

function expectEnvelope(status: number, body: unknown, where: string) {
  expect(status, where).toBeLessThan(500);
  const meta = (body as { meta?: { res?: unknown; msg?: unknown } }).meta;
  expect(meta?.res, where).toMatch(RESULT_CODE);
  expect(typeof meta?.msg, where).toBe('string');
  // An unexpected error is a defect even when it is wrapped in an envelope.
  expect(meta?.res, `${where}: ${String(meta?.msg)}`).not.toBe(RES.INTERNAL);
}

async function registerVia(call: Call, email: string, password = 'secret12') {
  const envelope = await call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
  expect(envelope.meta.res).toBe(RES.OK);
  return { email, ...envelope.data! };
}

describe('every back-end path under random and malformed bodies', () => {
  let api: TestApi;
  let member: LoginResult;
  beforeAll(async () => {
    api = await startTestApi({ seed: { goods: 12 } });
    member = await registerVia(api.call, 'fuzz@example.com');
  });
  afterAll(async () => api?.close());

  it('answers every body with a result code, never a 5xx or an unexpected error', async () => {
    const rand = prng(20_261_123);
    for (const { contract: ep } of allEndpoints) {
      const visitorAndMember: { token?: string; memId?: string }[] = [{}, { token: member.tokEn, memId: member.memId }];
      for (const creds of visitorAndMember) {
        for (const body of randomBodies(fieldsOf(ep.input), rand, 12)) {
          const signed = signedCall(ep.path, creds, api.deps.now().getTime());
          const headers: Record<string, string> = { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign };
          if (creds.token) headers[TOKEN_HEADER] = creds.token;
          const response = await api.raw(signed.url, { method: 'POST', headers, body: JSON.stringify(body) });
          expectEnvelope(response.status, await response.json(), `${ep.path} ${JSON.stringify(body).slice(0, 200)}`);
        }
        for (const raw of MALFORMED) {
          const signed = signedCall(ep.path, creds, api.deps.now().getTime());
          const headers: Record<string, string> = { 'content-type': 'application/json', [SIGN_HEADER]: signed.sign };
          if (creds.token) headers[TOKEN_HEADER] = creds.token;
          const response = await api.raw(signed.url, { method: 'POST', headers, body: raw });
          expectEnvelope(response.status, await response.json(), `${ep.path} raw ${raw.slice(0, 40)}`);
        }
      }
    }
  }, 120_000);
});

describe("another member's ids on every member path", () => {
  let api: TestApi;
  let a: LoginResult & { email: string };
  let b: LoginResult & { email: string };
  beforeAll(async () => {
    api = await startTestApi();
    a = await registerVia(api.call, 'owner-a@example.com');
    b = await registerVia(api.call, 'owner-b@example.com');
    await api.call(API.base.setSelfDefinedDataCache, { key: 'shared-key', value: { secret: 'b-only' } }, { token: b.tokEn, memId: b.memId });
  });
  afterAll(async () => api?.close());

  const memberPaths = allEndpoints.map((ep) => ep.contract).filter((ep) => ep.access === 'member' || ep.access === 'staff');

  it('refuses a session used with the other member id, and answers no data', async () => {
    expect(memberPaths.length).toBeGreaterThan(0);
    for (const ep of memberPaths) {
      const envelope = await api.call(ep.path, { key: 'shared-key' }, { token: a.tokEn, memId: b.memId });
      expect(envelope.meta.res, ep.path).toBe(RES.SESSION_EXPIRED);
      expect(envelope.data, ep.path).toBeNull();
    }
  });

  it("never answers the other member's data, whatever ids the body names", async () => {
    for (const ep of memberPaths) {
      for (const body of [
        { memId: b.memId, memberId: b.memId, id: b.memId, email: b.email, key: 'shared-key' },
        { key: 'shared-key', memId: b.memId },
      ]) {
        const envelope = await api.call(ep.path, body, { token: a.tokEn, memId: a.memId });
        const text = JSON.stringify(envelope.data ?? null);
        expect(text, ep.path).not.toContain(b.email);
        expect(text, ep.path).not.toContain('b-only');
        if (ep.path !== API.base.completeInformation) expect(text, ep.path).not.toContain(b.memId);
      }
    }
    // Nothing of A's calls changed B.
    const view = await api.call<{ email: string; company: string | null }>(API.base.viewInformation, {}, { token: b.tokEn, memId: b.memId });
    expect(view.data).toMatchObject({ email: b.email, company: null });
    const cache = await api.call(API.base.getSelfDefinedDataCache, { key: 'shared-key' }, { token: b.tokEn, memId: b.memId });
    expect(JSON.stringify(cache.data)).toContain('b-only');
  });
});

// ---- PostgreSQL only ----

const pgUrl = process.env.TEST_DATABASE_URL;

/** A back-end in its own process on `databaseUrl`; resolves once it listens. */
async function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string; call: Call }> {
  // Node itself with tsx's loader (not the tsx command, which would run the server as a grandchild that a kill misses).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/serveProcess.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the back-end process did not start')), 60_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /listening (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the back-end process exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return { child, url, call: httpCaller(url) };
}

const check = (call: Call, i: number) => call(API.base.emailRegisterChecking, { email: `probe${i}@example.com` });

const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

describe.skipIf(!pgUrl)('PostgreSQL only (skipped without TEST_DATABASE_URL: PGlite cannot be shared by processes or cut off)', () => {
  it('keeps answering after its PostgreSQL connections are cut', async () => {
    const api = await startTestApi();
    try {
      const user = await registerVia(api.call, 'cut@example.com');
      const db = api.deps.database.db;
      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        for (let round = 0; round < 2; round++) {
          const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [rows[0]!.name]);
          expect(cut.rowCount).toBeGreaterThan(0);
          await new Promise((resolve) => setTimeout(resolve, 300));
          for (let i = 0; i < 5; i++) {
            const view = await api.call(API.base.viewInformation, {}, { token: user.tokEn, memId: user.memId });
            expect(view.meta.res).toBe(RES.OK);
          }
        }
      } finally {
        await admin.end();
      }
    } finally {
      await api.close();
    }
  }, 60_000);

  it('two server processes on one PostgreSQL share sessions and limits', async () => {
    const database = await openTestDatabase();
    await migrate(database);
    const one = await startProcess(database.url!);
    const two = await startProcess(database.url!);
    try {
      const user = await registerVia(one.call, 'shared@example.com');
      const creds = { token: user.tokEn, memId: user.memId };
      expect((await two.call(API.base.viewInformation, {}, creds)).meta.res).toBe(RES.OK);
      expect((await two.call(API.base.quitLogin, {}, creds)).meta.res).toBe(RES.OK);
      expect((await one.call(API.base.viewInformation, {}, creds)).meta.res).toBe(RES.SESSION_REVOKED);

      // The per-address limit of emailRegisterChecking.do (100 per 15 minutes) counts both processes' calls.
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => check(i % 2 ? one.call : two.call, i)));
      expect(answers.every((a) => a.meta.res === RES.OK)).toBe(true);
      expect((await check(one.call, 100)).meta.res).toBe(RES.RATE_LIMITED);
      expect((await check(two.call, 101)).meta.res).toBe(RES.RATE_LIMITED);
    } finally {
      await Promise.all([stop(one.child), stop(two.child)]);
      await database.dispose();
    }
  }, 120_000);

  it('a server killed during multi-row writes leaves no half-written rows', async () => {
    const database = await openTestDatabase();
    await migrate(database);
    const db = database.db;
    const server = await startProcess(database.url!);
    try {
      // Members with a confirmed address, ready to send the access request (member update + request row).
      const ready = await Promise.all(Array.from({ length: 20 }, (_, i) => registerVia(server.call, `ready${i}@example.com`)));
      await db.update(members).set({ emailConfirmedAt: new Date() }).where(isNotNull(members.id));
      const info = { company: 'Kill Test Ltd', country: 'DE', contactName: 'K', phone: '+49 30 1234567' };
      const inFlight: Promise<unknown>[] = [];
      for (let i = 0; i < 150; i++) {
        // Registrations write the member and its session together.
        inFlight.push(registerVia(server.call, `burst${i}@example.com`).catch(() => null));
        const member = ready[i % ready.length]!;
        inFlight.push(server.call(API.base.completeInformation, info, { token: member.tokEn, memId: member.memId }).catch(() => null));
      }
      // Killed once the burst is under way: some writes done, others not.
      const burst = sql`select count(*)::int as n from ${members} where ${members.email} like 'burst%'`;
      for (let waited = 0; waited < 10_000; waited += 5) {
        const { rows } = (await db.execute(burst)) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n >= 5) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await stop(server.child, 'SIGKILL');
      const outcomes = await Promise.all(inFlight);
      // The kill came while writes were under way (otherwise this test would prove nothing).
      expect(outcomes.filter((o) => o === null).length).toBeGreaterThan(0);

      const all = await db.select({ id: members.id, auditFlag: companies.auditFlag }).from(members).innerJoin(companies, eq(companies.id, members.companyId));
      expect(all.length).toBeGreaterThanOrEqual(ready.length);
      const withSession = new Set((await db.select({ memberId: sessions.memberId }).from(sessions)).map((s) => s.memberId));
      for (const member of all) expect(withSession.has(member.id)).toBe(true);
      const pending = await db.select({ memberId: newDesignRequests.memberId }).from(newDesignRequests).where(eq(newDesignRequests.status, 1));
      const pendingIds = pending.map((p) => p.memberId);
      expect(new Set(pendingIds).size).toBe(pendingIds.length);
      for (const member of all) expect(pendingIds.includes(member.id)).toBe(member.auditFlag === 1);
    } finally {
      await stop(server.child, 'SIGKILL');
      await database.dispose();
    }
  }, 120_000);
});
