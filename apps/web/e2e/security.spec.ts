import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API, hashPassword, RES, signedCall } from '@sw/protocol';
import { freePort } from './support/freePort';

/** The storefront's own defences over real HTTP: cross-site and content-type refusals, headers, bounded bodies. */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;

const proxyBody = () => {
  const { url, sign } = signedCall(API.base.emailSuffixList);
  return { url, data: {}, sIgn: sign };
};

test.describe('state-changing calls from another site', () => {
  test('/api/post, /api/quit and the /iap-api pass-through refuse a foreign Origin or Sec-Fetch-Site', async ({ request }) => {
    const { url, sign } = signedCall(API.base.emailSuffixList);
    const targets: [string, unknown, Record<string, string>][] = [
      ['/api/post', proxyBody(), {}],
      ['/api/quit', {}, {}],
      [url, {}, { 'x-iap-sign': sign }],
    ];
    for (const [path, data, extra] of targets) {
      for (const headers of [{ origin: 'http://evil.example.test' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }] as Record<string, string>[]) {
        const response = await request.post(path, { data, headers: { ...extra, ...headers } });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect((await response.json()).meta.res).toBe(RES.FORBIDDEN);
      }
    }
    const own = await request.post('/api/post', { data: proxyBody(), headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } });
    expect((await own.json()).meta.res).toBe(RES.OK);
  });

  test('a form or text body is refused, even from this site', async ({ request }) => {
    const form = await request.post('/api/post', { form: { url: '/iap-api/pweb/base/emailSuffixList.do' }, headers: { origin: ORIGIN } });
    expect(form.status()).toBe(415);
    const text = await request.post('/api/quit', { data: '{}', headers: { origin: ORIGIN, 'content-type': 'text/plain' } });
    expect(text.status()).toBe(415);
    expect((await text.json()).meta.res).toBe(RES.MALFORMED_BODY);
  });
});

test.describe('security headers', () => {
  test('every page carries the policy, nosniff, the referrer and permissions policies; no HSTS over plain HTTP', async ({ request }) => {
    for (const path of ['/', '/goods/list', '/api/post']) {
      const response = path === '/api/post' ? await request.post(path, { data: proxyBody() }) : await request.get(path);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('the pages keep to their own policy: the browser refuses nothing they run (zod compiles no parsers here)', async ({ page }) => {
    type Watched = Window & { violations?: string[] };
    await page.addInitScript(() => {
      const watched = window as Watched;
      watched.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => watched.violations!.push(`${event.violatedDirective} ${event.sourceFile}`));
    });
    for (const path of ['/', '/goods/list']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as Watched).violations), path).toEqual([]);
    }
  });

  test('HSTS when the trusted proxy reports TLS (the e2e server trusts one proxy: the tests)', async ({ request }) => {
    const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('an SVG picture gets its own restrictive policy', async ({ request }) => {
    const response = await request.get('/media/goods/g1-1.svg');
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
  });
});

test.describe('the back-end lane (calls taken before Next.js routing)', () => {
  test('a catalogue call comes back gzipped when asked, with the back-end policy, and with HSTS only behind TLS', async ({ request }) => {
    const { url, sign } = signedCall(API.csite.onlineGoodsList);
    const headers = { 'x-iap-sign': sign, origin: ORIGIN };
    const plain = await request.post(url, { data: { pageNum: 1, pageSize: 20 }, headers: { ...headers, 'accept-encoding': 'identity' } });
    expect((await plain.json()).meta.res).toBe(RES.OK);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const zipped = await request.post(url, { data: { pageNum: 1, pageSize: 20 }, headers: { ...headers, 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' } });
    const answer = zipped.headers();
    expect(answer['content-encoding']).toBe('gzip');
    expect(answer.vary).toContain('Accept-Encoding');
    expect((await zipped.json()).data.list.length).toBeGreaterThan(0);
    expect(answer['content-security-policy']).toContain("default-src 'none'");
    expect(answer['x-content-type-options']).toBe('nosniff');
    expect(answer['x-frame-options']).toBe('DENY');
    expect(answer['strict-transport-security']).toContain('max-age=');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
  });

  test('the compressed page copies keep hosts and TLS apart and never hold a signed-in page', async ({ request }) => {
    const twice = async (path: string, headers: Record<string, string> = {}) => {
      await request.get(path, { headers });
      return request.get(path, { headers });
    };
    const plain = await twice('/');
    const tls = await twice('/', { 'x-forwarded-proto': 'https' });
    const sister = await twice('/', { host: `sister.example.test:${PORT}` });
    // The second answers come from the copies (Age), each the right one.
    for (const copy of [plain, tls, sister]) expect(copy.headers()['age']).toMatch(/^\d+$/);
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    expect(tls.headers()['strict-transport-security']).toContain('max-age=');
    expect(await plain.text()).toContain('data-theme="default"');
    expect(await sister.text()).toContain('data-theme="sister"');

    const email = `copies.${Date.now().toString(36)}@example.com`;
    const { url, sign } = signedCall(API.base.emailLoginOrRegister);
    const signIn = await request.post(url, { data: { email, pwd: hashPassword(email, 'CopiesPass1') }, headers: { 'x-iap-sign': sign, origin: ORIGIN } });
    expect((await signIn.json()).meta.res).toBe(RES.OK);
    const cart = await twice('/inquiry/cart');
    expect(cart.status()).toBe(200);
    expect(cart.headers()['cache-control']).toContain('no-store');
    expect(cart.headers()['age']).toBeUndefined();
  });

  test('a sign-in sent straight to /iap-api still keeps the token out of the answer and in an httpOnly cookie', async ({ request }) => {
    const email = `lane.${Date.now().toString(36)}@example.com`;
    const { url, sign } = signedCall(API.base.emailLoginOrRegister);
    const response = await request.post(url, { data: { email, pwd: hashPassword(email, 'LanePass1') }, headers: { 'x-iap-sign': sign, origin: ORIGIN } });
    const body = await response.json();
    expect(body.meta.res).toBe(RES.OK);
    expect(body.data.tokEn).toBeUndefined();
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('sw_token='));
    expect(cookie?.value).toMatch(/HttpOnly/i);
  });

  test('the session cookie is Secure when the trusted proxy reports TLS, and only then', async ({ request }) => {
    expect(sessionCookie(await signInAsNew(request, ORIGIN, 'tls', { 'x-forwarded-proto': 'https' }))).toMatch(/;\s*Secure/i);
    expect(sessionCookie(await signInAsNew(request, ORIGIN, 'plain', {}))).not.toMatch(/;\s*Secure/i);
  });
});

/** A new member's sign-in sent straight to /iap-api of the storefront at `origin`. */
async function signInAsNew(request: APIRequestContext, origin: string, name: string, headers: Record<string, string>) {
  const email = `${name}.${Date.now().toString(36)}@example.com`;
  const { url, sign } = signedCall(API.base.emailLoginOrRegister);
  const response = await request.post(`${origin}${url}`, { data: { email, pwd: hashPassword(email, 'CookiePass1') }, headers: { 'x-iap-sign': sign, origin, ...headers } });
  expect((await response.json()).meta.res).toBe(RES.OK);
  return response;
}

const sessionCookie = (response: APIResponse) =>
  response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('sw_token='))?.value;

test.describe('a storefront that trusts no proxy (TRUST_PROXY_HOPS=0)', () => {
  const root = resolvePath(dirname(fileURLToPath(import.meta.url)), '../../..');
  let port = 0;
  let origin = '';
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(os.tmpdir(), 'sw-noproxy-'));
    port = await freePort();
    origin = `http://localhost:${port}`;
    // The same build on the embedded database, with nothing shared with the e2e server.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY_HOPS: '0', LOG_LEVEL: 'warn', SMTP_URL: '' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 150_000;
    while (!(await fetch(`${origin}/healthz`).then((r) => r.ok).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`${origin} did not come up`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a client-sent X-Forwarded-Proto: https brings no HSTS and no Secure cookie', async ({ request }) => {
    const tls = { 'x-forwarded-proto': 'https' };
    const page = await request.get(`${origin}/`, { headers: tls });
    expect(page.status()).toBe(200);
    expect(page.headers()['strict-transport-security']).toBeUndefined();
    const { url, sign } = signedCall(API.csite.onlineGoodsList);
    const lane = await request.post(`${origin}${url}`, { data: { pageNum: 1, pageSize: 20 }, headers: { ...tls, 'x-iap-sign': sign, origin } });
    expect((await lane.json()).meta.res).toBe(RES.OK);
    expect(lane.headers()['strict-transport-security']).toBeUndefined();
    const cookie = sessionCookie(await signInAsNew(request, origin, 'spoofed', tls));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test('a client-sent X-Forwarded-Host names no host in /sitemap.xml or /robots.txt, and both vary on it', async ({ request }) => {
    const spoofed = { 'x-forwarded-host': 'evil.example.test' };
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const answer = await request.get(`${origin}${path}`, { headers: spoofed });
      expect(answer.status(), path).toBe(200);
      const text = await answer.text();
      expect(text, path).not.toContain('evil.example.test');
      expect(text, path).toContain(`${origin}/`);
      expect(answer.headers()['vary'] ?? '', path).toMatch(/x-forwarded-host/i);
    }
  });
});

test.describe('health and metrics on the storefront port', () => {
  test('/healthz names the Node version and the outbox backlog, and no cache keeps it', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/healthz');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['age']).toBeUndefined();
      const body = await response.json();
      expect(body.node).toMatch(/^v\d+\./);
      expect(typeof body.outbox.unsent).toBe('number');
    }
  });

  test('/metrics answers this host and the token holder, and refuses anyone else', async ({ request }) => {
    const local = await request.get('/metrics');
    expect(local.status()).toBe(200);
    expect(local.headers()['cache-control']).toContain('no-store');
    const text = await local.text();
    expect(text).toContain('sw_requests_total');
    expect(text).toContain('sw_mail_outbox_unsent');
    // The e2e server trusts one proxy: the address it appended is the caller.
    const remote = { 'x-forwarded-for': '203.0.113.5' };
    const refused = await request.get('/metrics', { headers: remote });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).meta.res).toBe(RES.FORBIDDEN);
    expect((await request.get('/metrics', { headers: { ...remote, authorization: 'Bearer wrong' } })).status()).toBe(403);
    const token = await request.get('/metrics', { headers: { ...remote, authorization: 'Bearer e2e-metrics-token' } });
    expect(token.status()).toBe(200);
  });
});

/** A raw request whose body never ends unless the server answers first. */
function endlessPost(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { host: `localhost:${PORT}`, origin: ORIGIN, ...headers } }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
      // The server may drop the connection once it has answered and stopped reading.
      res.on('aborted', () => resolve(body));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = ' '.repeat(64 * 1024);
    const timer = setInterval(() => {
      if (!req.writableEnded && !req.destroyed) req.write(chunk);
    }, 2);
    req.on('response', () => clearInterval(timer));
    req.on('close', () => clearInterval(timer));
    req.write('{"pad":"');
  });
}

test.describe('bounded bodies in the storefront', () => {
  test('a declared length over 1 MB is refused before the body is read', async () => {
    const body = await endlessPost('/api/post', { 'content-type': 'application/json', 'content-length': '5000000' });
    expect(JSON.parse(body).meta.res).toBe(RES.PAYLOAD_TOO_LARGE);
  });

  test('an undeclared body is cut at 1 MB, in the proxy and the pass-through', async () => {
    const { url, sign } = signedCall(API.base.emailSuffixList);
    for (const [path, extra] of [['/api/post', {}], [url, { 'x-iap-sign': sign }]] as const) {
      const body = await endlessPost(path, { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...extra });
      expect(JSON.parse(body).meta.res, path).toBe(RES.PAYLOAD_TOO_LARGE);
    }
  });
});
