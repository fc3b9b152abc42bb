// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { RES } from '@sw/protocol';
import { isSameOrigin, PEER_ADDRESS_HEADER, readJsonObject, refuseUnsafeRequest, refuseUnsafeUpload, requestClientAddress } from './requestGuards.server';

const post = (headers: Record<string, string>, body: BodyInit | null = '{}', init: RequestInit = {}) =>
  new Request('http://shop.test/api/post', { method: 'POST', headers: { host: 'shop.test', ...headers }, body, ...init });

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
});

describe('cross-site refusal', () => {
  it('accepts this site by Sec-Fetch-Site or by Origin, and refuses every other site', () => {
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'http://shop.test' }))).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none']) expect(isSameOrigin(post({ 'sec-fetch-site': site }))).toBe(false);
    // Sec-Fetch-Site outranks a matching Origin; a foreign or opaque Origin is refused.
    expect(isSameOrigin(post({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.test' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'http://evil.test' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'http://shop.test.evil.test' }))).toBe(false);
  });

  it('takes the forwarded host as ours only behind a trusted proxy', () => {
    const behindProxy = post({ origin: 'https://www.shop.test', 'x-forwarded-host': 'www.shop.test' });
    expect(isSameOrigin(behindProxy)).toBe(false);
    process.env.TRUST_PROXY_HOPS = '1';
    expect(isSameOrigin(behindProxy)).toBe(true);
  });

  it('answers a cross-site call with 403 and a non-JSON body with 415', async () => {
    const cross = refuseUnsafeRequest(post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }));
    expect(cross?.status).toBe(403);
    expect((await cross!.json()).meta.res).toBe(RES.FORBIDDEN);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refusal = refuseUnsafeRequest(post({ 'sec-fetch-site': 'same-origin', 'content-type': type }));
      expect(refusal?.status).toBe(415);
      expect((await refusal!.json()).meta.res).toBe(RES.MALFORMED_BODY);
    }
    expect(refuseUnsafeRequest(post({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }))).toBeNull();
  });
});

describe('the client address', () => {
  it('with 0 trusted hops ignores X-Forwarded-For and uses the socket', () => {
    const request = post({ 'x-forwarded-for': '203.0.113.5', [PEER_ADDRESS_HEADER]: '192.0.2.44' });
    expect(requestClientAddress(request)).toBe('192.0.2.44');
  });

  it('with 1 trusted hop takes the entry the proxy appended, IPv6 by its /64', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    expect(requestClientAddress(post({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5', [PEER_ADDRESS_HEADER]: '10.0.0.1' }))).toBe('203.0.113.5');
    expect(requestClientAddress(post({ 'x-forwarded-for': '2001:db8:7:8::99', [PEER_ADDRESS_HEADER]: '10.0.0.1' }))).toBe('2001:db8:7:8::/64');
  });
});

describe('bounded JSON bodies', () => {
  it('refuses a declared length over 1 MB without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream({ pull() { pulled = true; } }, { highWaterMark: 0 });
    const read = await readJsonObject(post({ 'content-length': '1000001' }, body, { duplex: 'half' } as RequestInit));
    expect('refusal' in read && (await read.refusal.json()).meta.res).toBe(RES.PAYLOAD_TOO_LARGE);
    expect(pulled).toBe(false);
  });

  it('counts an undeclared body while it streams and stops at 1 MB', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    // An endless body: only a reader that stops at the limit ever returns.
    const body = new ReadableStream<Uint8Array>({ pull(controller) { sent += chunk.byteLength; controller.enqueue(chunk); } });
    const read = await readJsonObject(post({}, body, { duplex: 'half' } as RequestInit));
    expect('refusal' in read && (await read.refusal.json()).meta.res).toBe(RES.PAYLOAD_TOO_LARGE);
    expect(sent).toBeLessThan(1_300_000);
  });

  it('reads a JSON object and refuses anything else as malformed', async () => {
    expect(await readJsonObject(post({}, '{"url":"/x"}'))).toEqual({ body: { url: '/x' } });
    for (const text of ['{"url":', '[1]', '']) {
      const read = await readJsonObject(post({}, text));
      expect('refusal' in read && (await read.refusal.json()).meta.res).toBe(RES.MALFORMED_BODY);
    }
  });
});

describe('upload refusal (POST /files/upload)', () => {
  it('lets a same-site multipart upload through and refuses other sites and other bodies', async () => {
    const multipart = 'multipart/form-data; boundary=x';
    expect(refuseUnsafeUpload(post({ 'sec-fetch-site': 'same-origin', 'content-type': multipart }))).toBeNull();
    expect(refuseUnsafeUpload(post({ origin: 'http://shop.test', 'content-type': multipart }))).toBeNull();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.test' }] as Record<string, string>[]) {
      const refusal = refuseUnsafeUpload(post({ ...headers, 'content-type': multipart }));
      expect(refusal?.status).toBe(403);
      expect((await refusal!.json()).meta.res).toBe(RES.FORBIDDEN);
    }
    for (const type of ['application/json', 'text/plain', 'multipart/form-data']) {
      expect(refuseUnsafeUpload(post({ 'sec-fetch-site': 'same-origin', 'content-type': type }))?.status).toBe(415);
    }
  });
});
