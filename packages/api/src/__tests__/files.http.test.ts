import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, MSG, RES, SESSION_COOKIE, TOKEN_HEADER, type Envelope, type UploadToken } from '@sw/protocol';
import { uploads } from '../db/schema';
import { createSession, revokeSession } from '../services/auth/sessions';
import { MAX_CONCURRENT_SPOOLS, SPOOL_BUSY_MESSAGE, spoolsInUse } from '../services/files/upload';
import { startTestApi, type TestApi } from '../testing/harness';
import { insertAccount } from '../testing/members';

// This suite's own temporary folder, so the spool files counted below are this process's alone.
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-files-test-'));
process.env.TMPDIR = tmpRoot;
const spoolDir = path.join(os.tmpdir(), 'sw-uploads');
const spoolFiles = () => (fs.existsSync(spoolDir) ? fs.readdirSync(spoolDir) : []);
/** Cleanup may end a moment after the answer: waits up to 3 s for the folder to empty and every place to be free. */
async function expectNoSpoolLeft(): Promise<void> {
  for (let i = 0; i < 60 && (spoolFiles().length > 0 || spoolsInUse() > 0); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(spoolFiles()).toEqual([]);
  expect(spoolsInUse()).toBe(0);
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

const db = () => api.deps.database.db;
let memberCount = 0;
async function signedIn(role: 'buyer' | 'staff' = 'buyer'): Promise<{ id: string; token: string }> {
  const row = await insertAccount(db(), { email: `files${++memberCount}@buyer.test`, pwdHash: 'not-used', nick: 'Buyer', role });
  return { id: row!.id, token: await createSession(db(), row!.id) };
}

async function uploadToken(sessionToken: string): Promise<UploadToken> {
  const envelope = await api.call<UploadToken>(API.upload.token, {}, { token: sessionToken });
  expect(envelope.meta.res).toBe(RES.OK);
  return envelope.data!;
}

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A Windows executable's header: what a renamed .exe starts with. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(2000, 1)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 0)]);

let keyCount = 0;
const newKey = (folder: string, extension: string) => `${folder}/t${Date.now().toString(36)}${++keyCount}.${extension}`;

type Part = [name: string, value: string] | [name: 'file', value: Buffer, filename: string];

async function post(parts: Part[], headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<{ key: string }> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 3) form.append(part[0], new Blob([new Uint8Array(part[1])]), part[2]);
    else form.append(part[0], part[1]);
  }
  const response = await api.raw('/files/upload', { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Envelope<{ key: string }> };
}

const upload = (token: string, key: string, file: Buffer, filename: string, headers?: Record<string, string>) =>
  post([['token', token], ['key', key], ['file', file, filename]], headers);

describe('getQnTokenAuto.do', () => {
  it('gives a member a short-lived token with the default limit', async () => {
    const buyer = await signedIn();
    const token = await uploadToken(buyer.token);
    expect(token.upToken).toMatch(/^up1\.[\w-]+\.[\w-]+$/);
    expect(token.maxBytes).toBe(10485760);
    const life = new Date(token.expiresAt).getTime() - api.deps.now().getTime();
    expect(life).toBeGreaterThan(14 * 60_000);
    expect(life).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses a visitor', async () => {
    const envelope = await api.call(API.upload.token, {});
    expect(envelope.meta.res).toBe(RES.NOT_SIGNED_IN);
    expect(envelope.data).toBeFalsy();
  });
});

describe('POST /files/upload', () => {
  let buyer: { id: string; token: string };
  let token: string;
  beforeAll(async () => {
    buyer = await signedIn();
    token = (await uploadToken(buyer.token)).upToken;
  });

  it('stores a PNG under its key, records it for the member and answers the key', async () => {
    const key = newKey('logo', 'png');
    const { status, body } = await upload(token, key, PNG, 'Our logo.png');
    expect(status).toBe(200);
    expect(body).toEqual({ meta: { res: RES.OK, msg: expect.any(String) }, data: { key } });
    const [row] = await db().select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ memberId: buyer.id, name: 'Our logo.png', size: PNG.length, contentType: 'image/png' });
    expect(await api.deps.storage.exists(key)).toBe(true);
  });

  it('keeps a clean name: no path, no bidi characters', async () => {
    const key = newKey('logo', 'png');
    expect((await upload(token, key, PNG, 'C:\\fakepath\\My\u202eLogo\u2066.png')).status).toBe(200);
    const [row] = await db().select().from(uploads).where(eq(uploads.key, key));
    expect(row!.name).toBe('MyLogo.png');
  });

  it('accepts the spec order token, file, key', async () => {
    const key = newKey('design', 'pdf');
    const { status, body } = await post([['token', token], ['file', PDF, 'drawing.pdf'], ['key', key]]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ key });
  });

  it('refuses a missing, forged or expired token and stores nothing', async () => {
    const key = newKey('logo', 'png');
    const missing = await post([['key', key], ['file', PNG, 'a.png']]);
    expect(missing.status).toBe(401);
    expect(missing.body.meta.res).toBe(RES.FORBIDDEN);

    const [version, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const bigger = Buffer.from(JSON.stringify({ ...claims, x: 1e9 })).toString('base64url');
    const forged = await upload(`${version}.${bigger}.${token.split('.')[2]}`, key, PNG, 'a.png');
    expect(forged.status).toBe(401);
    expect(forged.body.meta.msg).toBe('The upload permission is missing or not valid. Please try again.');
    expect((await upload('up1.e30.AAAA', key, PNG, 'a.png')).status).toBe(401);

    const old = (await uploadToken(buyer.token)).upToken;
    api.advance(15 * 60_000 + 1000);
    try {
      const expired = await upload(old, key, PNG, 'a.png');
      expect(expired.status).toBe(401);
      expect(expired.body.meta.msg).toBe('Your upload permission has expired. Please try again.');
    } finally {
      api.advance(-(15 * 60_000 + 1000));
    }
    expect(await api.deps.storage.exists(key)).toBe(false);
  });

  it('refuses the token of a session that signed out', async () => {
    const other = await signedIn();
    const leftOver = (await uploadToken(other.token)).upToken;
    await revokeSession(db(), other.token);
    const { status } = await upload(leftOver, newKey('logo', 'png'), PNG, 'a.png');
    expect(status).toBe(401);
  });

  it("refuses another member's token sent with one's own session", async () => {
    const other = await signedIn();
    const key = newKey('logo', 'png');
    const byCookie = await upload(token, key, PNG, 'a.png', { cookie: `${SESSION_COOKIE}=${other.token}` });
    expect(byCookie.status).toBe(403);
    expect(byCookie.body.meta.res).toBe(RES.FORBIDDEN);
    const byHeader = await upload(token, key, PNG, 'a.png', { [TOKEN_HEADER]: other.token });
    expect(byHeader.status).toBe(403);
    expect(await api.deps.storage.exists(key)).toBe(false);
  });

  it('refuses a forbidden extension, in any case', async () => {
    for (const [key, name] of [[newKey('logo', 'PHP'), 'x.PHP'], [newKey('message', 'html'), 'x.html'], [newKey('logo', 'png'), 'page.HTML']] as const) {
      const { status, body } = await upload(token, key, PNG, name);
      expect(status).toBe(415);
      expect(body.meta).toMatchObject({ res: RES.INVALID_PARAMS, msg: MSG.unsupportedFormat });
    }
  });

  it('refuses an extension the folder does not take', async () => {
    const { status, body } = await upload(token, newKey('logo', 'zip'), PNG, 'a.zip');
    expect(status).toBe(415);
    expect(body.meta.msg).toBe(MSG.unsupportedFormat);
  });

  it('refuses a renamed executable (MZ or ELF header saved as .png)', async () => {
    for (const content of [EXE, ELF]) {
      const key = newKey('logo', 'png');
      const { status, body } = await upload(token, key, content, 'logo.png');
      expect(status).toBe(415);
      expect(body.meta.msg).toBe(MSG.unsupportedFormat);
      expect(await api.deps.storage.exists(key)).toBe(false);
    }
    // A PDF is not a PNG either.
    expect((await upload(token, newKey('logo', 'png'), PDF, 'logo.png')).status).toBe(415);
  });

  it('keeps an SVG only sanitised: its script is not stored (files.svg.test.ts has every form)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const key = newKey('logo', 'svg');
    expect((await upload(token, key, svg, 'a.svg')).status).toBe(200);
    const stored = await api.deps.storage.get(key);
    const text = (await stored!.body.toArray()).map((chunk: Buffer) => chunk.toString('utf8')).join('');
    expect(text).not.toContain('script');
    expect(text).toContain('<rect width="10" height="10"/>');
    expect((await upload(token, newKey('logo', 'svg'), Buffer.from('<svg><not-closed>'), 'a.svg')).status).toBe(415);
  });

  it('refuses a key outside the folders, or a malformed one', async () => {
    for (const key of ['avatar/a.png', '../logo/a.png', 'logo/../../a.png', 'logo/.png', 'logo/a/b.png', '']) {
      const { status, body } = await upload(token, key, PNG, 'a.png');
      expect(status).toBe(400);
      expect(body.meta.res).toBe(RES.INVALID_PARAMS);
    }
  });

  it('refuses a key that exists already and keeps the first file', async () => {
    const key = newKey('logo', 'png');
    expect((await upload(token, key, PNG, 'first.png')).status).toBe(200);
    const again = await upload(token, key, PNG, 'second.png');
    expect(again.status).toBe(409);
    expect(again.body.meta.res).toBe(RES.CONFLICT);
    const rows = await db().select().from(uploads).where(eq(uploads.key, key));
    expect(rows.map((row) => row.name)).toEqual(['first.png']);
  });

  it('refuses a member past the daily number of uploads', async () => {
    const { hit } = await import('../lib/rateLimit');
    const { DAILY_UPLOADS } = await import('../services/files/upload');
    const busy = await signedIn();
    const busyToken = (await uploadToken(busy.token)).upToken;
    for (let i = 0; i < DAILY_UPLOADS.max; i++) await hit(db(), `${DAILY_UPLOADS.name}:${busy.id}`, DAILY_UPLOADS.windowMs, api.deps.now());
    const { status, body } = await upload(busyToken, newKey('logo', 'png'), PNG, 'a.png');
    expect(status).toBe(429);
    expect(body.meta.res).toBe(RES.RATE_LIMITED);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await api.raw('/files/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(415);
  });

  it('refuses a file over the limit while it streams, before the whole body is sent', async () => {
    const key = newKey('design', 'zip');
    const boundary = 'sw-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 1);
    const total = 64 * 1024 * 1024;
    const result = await new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      const url = new URL(`${api.url}/files/upload`);
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      const progress = { sent: 0, answered: false };
      request.on('response', (response) => {
        progress.answered = true;
        let text = '';
        response.on('data', (data: Buffer) => (text += data.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode!, sent: progress.sent, body: text });
          request.destroy();
        });
      });
      request.on('error', (error) => (progress.answered ? undefined : reject(error)));
      request.write(head);
      const pump = () => {
        while (!progress.answered && progress.sent < total) {
          progress.sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!progress.answered) request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ meta: { res: RES.PAYLOAD_TOO_LARGE, msg: MSG.fileTooLarge } });
    expect(result.sent).toBeLessThan(total);
    expect(await api.deps.storage.exists(key)).toBe(false);
  });

  it("refuses a file over a small token's limit", async () => {
    const { issueUploadToken } = await import('../services/files/token');
    const { uploadTokenSecret } = await import('../services/files/secret');
    const small = issueUploadToken(await uploadTokenSecret(api.deps.config), { memberId: buyer.id, sessionToken: buyer.token, now: api.deps.now(), maxBytes: 40 });
    const key = newKey('logo', 'png');
    const { status, body } = await post([['token', small.upToken], ['key', key], ['file', PNG, 'a.png']]);
    expect(status).toBe(413);
    expect(body.meta.msg).toBe(MSG.fileTooLarge);
    expect(await api.deps.storage.exists(key)).toBe(false);
  });
});

describe('spool files of refused uploads', () => {
  let buyer: { id: string; token: string };
  let token: string;
  beforeAll(async () => {
    buyer = await signedIn();
    token = (await uploadToken(buyer.token)).upToken;
  });

  const forged = 'up1.eyJtIjoieCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  const big = Buffer.alloc(9 * 1024 * 1024, 7);

  it('a visitor with a forged token leaves nothing, the token before or after the file', async () => {
    expect(spoolFiles()).toEqual([]);
    for (const parts of [
      [['token', forged], ['key', newKey('design', 'zip')], ['file', big, 'big.zip']],
      [['key', newKey('design', 'zip')], ['file', big, 'big.zip'], ['token', forged]],
      [['file', big, 'big.zip'], ['token', forged], ['key', newKey('design', 'zip')]],
    ] as Part[][]) {
      const { status, body } = await post(parts);
      expect(status).toBe(401);
      expect(body.meta).toEqual({ res: RES.FORBIDDEN, msg: 'The upload permission is missing or not valid. Please try again.' });
    }
    await expectNoSpoolLeft();
  });

  it('refuses a file part before a valid token at once, even with a valid token after it', async () => {
    const key = newKey('logo', 'png');
    const { status, body } = await post([['file', PNG, 'a.png'], ['key', key], ['token', token]]);
    expect(status).toBe(401);
    expect(body.meta).toEqual({ res: RES.FORBIDDEN, msg: 'The upload permission is missing or not valid. Please try again.' });
    expect(await api.deps.storage.exists(key)).toBe(false);
    await expectNoSpoolLeft();
  });

  it('20 parallel anonymous uploads spool nothing', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, spoolFiles().length)), 5);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => post([['file', big, 'big.zip'], ['key', newKey('design', 'zip')]])));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(401));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(0);
    await expectNoSpoolLeft();
  });

  it('two file parts, or a file followed by too many fields, leave nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const two = await post([['token', token], ['key', newKey('design', 'zip')], ['file', big, 'a.zip'], ['file', PNG, 'b.png']]);
      expect(two.status).toBe(400);
      expect(two.body.meta.res).toBe(RES.MALFORMED_BODY);
      const fields = await post([['token', token], ['key', newKey('logo', 'png')], ['file', PNG, 'a.png'], ['a', '1'], ['b', '2'], ['c', '3']]);
      expect(fields.status).toBe(400);
      expect(fields.body.meta.res).toBe(RES.MALFORMED_BODY);
    }
    await expectNoSpoolLeft();
  });

  it(`holds at most ${MAX_CONCURRENT_SPOOLS} spools at once: one more is refused as busy; none is left after`, async () => {
    const boundary = 'sw-spool-boundary';
    const held = Array.from({ length: MAX_CONCURRENT_SPOOLS }, () => {
      const url = new URL(`${api.url}/files/upload`);
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      request.on('error', () => undefined);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${newKey('design', 'zip')}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      );
      request.write(Buffer.alloc(64 * 1024, 1));
      return request;
    });
    try {
      for (let i = 0; i < 100 && spoolFiles().length < MAX_CONCURRENT_SPOOLS; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(spoolFiles()).toHaveLength(MAX_CONCURRENT_SPOOLS);
      const busy = await upload(token, newKey('logo', 'png'), PNG, 'a.png');
      expect(busy.status).toBe(503);
      expect(busy.body.meta).toEqual({ res: RES.RATE_LIMITED, msg: SPOOL_BUSY_MESSAGE });
    } finally {
      for (const request of held) request.destroy();
    }
    await expectNoSpoolLeft();
    // The places are free again.
    expect((await upload(token, newKey('logo', 'png'), PNG, 'a.png')).status).toBe(200);
    await expectNoSpoolLeft();
  });
});

const get = (key: string, sessionToken?: string) =>
  api.raw(`/files/${key}`, { headers: sessionToken ? { cookie: `${SESSION_COOKIE}=${sessionToken}` } : {} });

describe('GET /files/<key>', () => {
  let owner: { id: string; token: string };
  let pngKey: string;
  let pdfKey: string;
  beforeAll(async () => {
    owner = await signedIn();
    const token = (await uploadToken(owner.token)).upToken;
    pngKey = newKey('logo', 'png');
    pdfKey = newKey('design', 'pdf');
    expect((await upload(token, pngKey, PNG, 'Brand mark.png')).status).toBe(200);
    expect((await upload(token, pdfKey, PDF, 'Spec sheet é.pdf')).status).toBe(200);
  });

  it('serves an image to its owner inline, with nosniff and a private cache', async () => {
    const response = await get(pngKey, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Brand mark.png"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('serves a PDF as an attachment under its original name', async () => {
    const response = await api.raw(`/files/${pdfKey}`, { headers: { [TOKEN_HEADER]: owner.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Spec sheet _.pdf"; filename*=UTF-8''Spec%20sheet%20%C3%A9.pdf`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('answers 404 to another member, a visitor and a stale session, as for a missing file', async () => {
    const other = await signedIn();
    for (const response of [await get(pngKey, other.token), await get(pngKey), await get(pngKey, 'not-a-session'), await get(newKey('logo', 'png'), owner.token)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('names every download with the extension its content was verified as, whatever the original name said', async () => {
    const token = (await uploadToken(owner.token)).upToken;
    const TEXT = Buffer.from('Quotation 42: 100 rings\n');
    const cases: [key: string, content: Buffer, original: string, served: string][] = [
      [newKey('quick', 'txt'), TEXT, 'quotation.bat', 'quotation.txt'],
      [newKey('quick', 'txt'), TEXT, 'offer.htm', 'offer.txt'],
      [newKey('design', 'pdf'), PDF, 'invoice.js', 'invoice.pdf'],
      [newKey('logo', 'png'), PNG, 'order.hta', 'order.png'],
      [newKey('quick', 'txt'), TEXT, 'notes', 'notes.txt'],
      [newKey('logo', 'png'), PNG, 'Logo.PNG', 'Logo.PNG'],
    ];
    for (const [key, content, original, served] of cases) {
      expect((await upload(token, key, content, original)).status, original).toBe(200);
      const response = await get(key, owner.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition'), original).toMatch(new RegExp(`^(inline|attachment); filename="${served.replace('.', '\\.')}";`));
      await response.body?.cancel();
    }
  });

  it('serves staff', async () => {
    const staff = await signedIn('staff');
    const response = await get(pdfKey, staff.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});
