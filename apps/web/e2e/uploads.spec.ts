import type { Page } from '@playwright/test';
import { API, hashPassword, MSG, RES, signedCall, type LoginResult, type UploadToken } from '@sw/protocol';
import { demoAccount } from './support/accounts';
import { expect, test } from './support/smtp';

/**
 * The storage endpoint through the storefront, as a signed-in browser uses it: upload token from
 * getQnTokenAuto.do, multipart POST /files/upload, then GET /files/<key> for the uploader, a visitor and staff.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082', 'hex');

/** Signs in through the same-origin proxy in the page's own context (its cookie jar gets the session). */
async function signIn(page: Page, role: 'buyer' | 'staff'): Promise<string> {
  const { email, password } = demoAccount(role);
  const { url, sign } = signedCall(API.base.emailLoginOrRegister);
  const body = await (await page.request.post('/api/post', { data: { url, data: { email, pwd: hashPassword(email, password) }, sIgn: sign } })).json();
  expect(body.meta.res).toBe(RES.OK);
  return (body.data as LoginResult).memId;
}

async function uploadToken(page: Page, memId: string): Promise<UploadToken> {
  const { url, sign } = signedCall(API.upload.token, { memId });
  const body = await (await page.request.post('/api/post', { data: { url, data: {}, sIgn: sign } })).json();
  expect(body.meta.res).toBe(RES.OK);
  return body.data as UploadToken;
}

/** Posts multipart token, file, key from the page itself (same origin, the browser's own cookies). */
function uploadFromPage(page: Page, input: { token: string; key: string; bytes: number[]; name: string }) {
  return page.evaluate(async ({ token, key, bytes, name }) => {
    const form = new FormData();
    form.append('token', token);
    form.append('file', new File([new Uint8Array(bytes)], name));
    form.append('key', key);
    const response = await fetch('/files/upload', { method: 'POST', body: form });
    return { status: response.status, body: await response.json() };
  }, input);
}

test('a signed-in buyer uploads a PNG and reads it back; a visitor and another site are refused', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const memId = await signIn(page, 'buyer');
  const token = await uploadToken(page, memId);
  expect(token.maxBytes).toBe(10485760);

  const key = `logo/e2e${Date.now().toString(36)}.png`;
  const stored = await uploadFromPage(page, { token: token.upToken, key, bytes: [...PNG], name: 'Brand mark.png' });
  expect(stored).toEqual({ status: 200, body: { meta: { res: RES.OK, msg: expect.any(String) }, data: { key } } });

  // The uploader sees it inline, as an image, never sniffed.
  const read = await page.evaluate(async (path) => {
    const response = await fetch(path);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      nosniff: response.headers.get('x-content-type-options'),
      bytes: [...new Uint8Array(await response.arrayBuffer())],
    };
  }, `/files/${key}`);
  expect(read).toEqual({ status: 200, type: 'image/png', disposition: expect.stringMatching(/^inline; filename="Brand mark.png"/), nosniff: 'nosniff', bytes: [...PNG] });
  // And it shows in an <img> of the page (the page policy and the file's own headers allow it).
  const width = await page.evaluate((path) => new Promise<number>((resolve) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image.naturalWidth));
    image.addEventListener('error', () => resolve(0));
    image.src = path;
  }), `/files/${key}`);
  expect(width).toBe(1);

  // A renamed executable is refused by the storage, and the page's words for it are the spec's.
  const exe = await uploadFromPage(page, { token: token.upToken, key: `logo/e2e${Date.now().toString(36)}x.png`, bytes: [0x4d, 0x5a, ...Array.from({ length: 200 }, () => 0)], name: 'logo.png' });
  expect(exe.status).toBe(415);
  expect(exe.body.meta.msg).toBe(MSG.unsupportedFormat);

  // A visitor (another browser context, no session) gets 404, as for a file that does not exist.
  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(`/files/${key}`)).status()).toBe(404);
  await visitor.close();

  // Another site may not post uploads with the buyer's cookies.
  const crossSite = await page.request.post('/files/upload', {
    headers: { 'sec-fetch-site': 'cross-site' },
    multipart: { token: token.upToken, key: `logo/e2e${Date.now().toString(36)}y.png`, file: { name: 'a.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(crossSite.status()).toBe(403);

  // Staff may open it.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'staff');
  expect((await staffPage.request.get(`/files/${key}`)).status()).toBe(200);
  await staff.close();
});

test('an SVG logo is kept sanitised: its script and outside reference are gone, the drawing still shows (issue 26, 6)', async ({ page }) => {
  await page.goto('/');
  const memId = await signIn(page, 'buyer');
  const token = await uploadToken(page, memId);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
    '<rect width="40" height="20" fill="#c0a060"/><x:script>alert(1)</x:script><image href="https://evil.example/t.png" width="1" height="1"/></svg>';
  const key = `logo/e2e${Date.now().toString(36)}.svg`;
  const stored = await uploadFromPage(page, { token: token.upToken, key, bytes: [...Buffer.from(svg)], name: 'Brand.svg' });
  expect(stored.status).toBe(200);
  const read = await page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }, `/files/${key}`);
  expect(read.status).toBe(200);
  expect(read.type).toBe('image/svg+xml');
  expect(read.text).toContain('<rect width="40" height="20" fill="#c0a060"/>');
  expect(read.text).not.toContain('script');
  expect(read.text).not.toContain('evil.example');
  const width = await page.evaluate((path) => new Promise<number>((resolve) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image.naturalWidth));
    image.addEventListener('error', () => resolve(0));
    image.src = path;
  }), `/files/${key}`);
  expect(width).toBe(40);
});
