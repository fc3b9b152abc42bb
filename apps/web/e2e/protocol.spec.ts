import { expect, test } from '@playwright/test';
import { API, RES, signedCall } from '@sw/protocol';

const path = API.base.emailSuffixList;

test.describe('the same-origin proxy POST /api/post', () => {
  test('passes a correctly signed call to the back-end', async ({ request }) => {
    const { url, sign } = signedCall(path);
    const response = await request.post('/api/post', { data: { url, data: {}, sIgn: sign } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.meta.res).toBe(RES.OK);
    expect(body.data).toContain('@gmail.com');
  });

  test('refuses a wrong signature', async ({ request }) => {
    const { url } = signedCall(path);
    const body = await (await request.post('/api/post', { data: { url, data: {}, sIgn: 'f'.repeat(64) } })).json();
    expect(body.meta).toEqual({ res: RES.BAD_SIGNATURE, msg: 'The request signature is not valid.' });
  });

  test('refuses a stale timestamp', async ({ request }) => {
    const { url, sign } = signedCall(path, {}, Date.now() - 6 * 60 * 1000);
    const body = await (await request.post('/api/post', { data: { url, data: {}, sIgn: sign } })).json();
    expect(body.meta.res).toBe(RES.STALE_TIMESTAMP);
  });

  test('refuses bad JSON and targets outside the back-end', async ({ request }) => {
    const bad = await request.post('/api/post', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"url":') });
    expect((await bad.json()).meta.res).toBe(RES.MALFORMED_BODY);
    const outside = await request.post('/api/post', { data: { url: 'http://example.com/steal?ts=1', data: {}, sIgn: 'x' } });
    expect(outside.status()).toBe(404);
    expect((await outside.json()).meta.res).toBe(RES.UNKNOWN_PATH);
  });

  test('a member path without a session answers 21008', async ({ request }) => {
    const { url, sign } = signedCall(API.base.viewInformation);
    const body = await (await request.post('/api/post', { data: { url, data: {}, sIgn: sign } })).json();
    expect(body.meta.res).toBe(RES.NOT_SIGNED_IN);
  });
});

test('the back-end is reachable directly on the same origin (the fallback route)', async ({ request }) => {
  const { url, sign } = signedCall(path);
  const response = await request.post(url, { headers: { 'x-iap-sign': sign }, data: {} });
  expect((await response.json()).meta.res).toBe(RES.OK);
  const unknown = await request.post('/iap-api/pweb/base/nothingHere.do', { data: {} });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).meta.res).toBe(RES.UNKNOWN_PATH);
});
