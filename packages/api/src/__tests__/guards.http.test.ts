import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer as answerOf, API, contract, RES, SIGN_HEADER, signedCall } from '@sw/protocol';
import { createApp } from '../app';
import { clientAddress, limitAddress } from '../lib/clientAddress';
import { endpoint } from '../lib/endpoint';
import { startTestApi, type TestApi } from '../testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const path = API.base.emailSuffixList;

/** A raw HTTP/1.1 request, so the test decides what is declared and when the body ends. */
function rawPost(
  base: string,
  target: string,
  headers: Record<string, string>,
  write: (req: http.ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(new URL(target, base), { method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      // The server may drop the connection once it has answered and stopped reading.
      res.on('aborted', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    write(req);
  });
}

describe('request guards of the back-end', () => {
  it('parses only application/json: form, text and untyped bodies are refused', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      const { url, sign } = signedCall(path);
      const headers: Record<string, string> = { [SIGN_HEADER]: sign };
      if (type) headers['content-type'] = type;
      const body = await (await api.raw(url, { method: 'POST', headers, body: new Blob(['{}']) })).json();
      expect(body.meta).toEqual({ res: RES.MALFORMED_BODY, msg: 'The request body must be sent as application/json.' });
    }
    const { url, sign } = signedCall(path);
    const typed = await api.raw(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', [SIGN_HEADER]: sign }, body: '{}' });
    expect((await typed.json()).meta.res).toBe(RES.OK);
  });

  it('takes the signature only from its header, never from the query string', async () => {
    const { url, sign } = signedCall(path);
    const response = await api.raw(`${url}&sIgn=${sign}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await response.json()).meta).toEqual({ res: RES.BAD_SIGNATURE, msg: 'The request signature is missing.' });
  });

  it('refuses a declared length over 1 MB before reading the body', async () => {
    const { url, sign } = signedCall(path);
    // Only a few bytes of the declared 2 MB are ever sent: an answer proves nothing waited for the rest.
    const answer = await rawPost(api.url, url, { 'content-type': 'application/json', [SIGN_HEADER]: sign, 'content-length': '2000000' }, (req) => {
      req.write('{"note":"');
    });
    expect(JSON.parse(answer.body).meta).toEqual({ res: RES.PAYLOAD_TOO_LARGE, msg: 'The request is too large.' });
  });

  it('counts an undeclared body while it streams and cuts it at 1 MB', async () => {
    const { url, sign } = signedCall(path);
    const chunk = 'x'.repeat(64 * 1024);
    const answer = await rawPost(api.url, url, { 'content-type': 'application/json', [SIGN_HEADER]: sign, 'transfer-encoding': 'chunked' }, (req) => {
      // Keeps sending until the server answers: a server reading to the end would never answer.
      req.write('{"note":"');
      const timer = setInterval(() => {
        if (req.destroyed || req.writableEnded) return clearInterval(timer);
        req.write(chunk);
      }, 1);
      req.on('response', () => clearInterval(timer));
      req.on('close', () => clearInterval(timer));
    });
    expect(JSON.parse(answer.body).meta.res).toBe(RES.PAYLOAD_TOO_LARGE);
  });

  it('sends the headers of a data answer on every response', async () => {
    for (const response of [await api.raw('/healthz'), await api.raw('/iap-api/nothing.do', { method: 'POST' })]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives SVG pictures their own policy: no script, sandboxed', async () => {
    const response = await api.raw('/media/goods/g1-1.svg');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
  });
});

/** The address a probe endpoint sees over real HTTP, with the given trusted hops. */
async function addressSeenWith(trustProxyHops: number, forwardedFor?: string): Promise<string> {
  const probe = createApp({ ...api.deps, config: { ...api.deps.config, trustProxyHops } }, [
    endpoint(contract({ path: '/iap-api/test/address.do', access: 'public', input: z.object({}), answer: answerOf<string>() }), ({ ip }) => ip),
  ]);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: probe.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  try {
    const { url, sign } = signedCall('/iap-api/test/address.do');
    const headers: Record<string, string> = { 'content-type': 'application/json', [SIGN_HEADER]: sign };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { method: 'POST', headers, body: '{}' });
    return (await response.json()).data;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the client address', () => {
  it('ignores forwarded headers without trusted hops and takes the entry the trusted proxies appended', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.7, 203.0.113.5', '10.0.0.2', 1)).toBe('203.0.113.5');
    expect(clientAddress('198.51.100.7, 203.0.113.5, 10.0.0.9', '10.0.0.2', 2)).toBe('203.0.113.5');
    // Fewer entries than trusted hops, or garbage: the socket, never a client-chosen value.
    expect(clientAddress('', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('not-an-address', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(null, undefined, 0)).toBe('unknown');
  });

  it('counts IPv6 per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(limitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8:1:2::1')).toBe(limitAddress('2001:db8:1:2:ffff::9'));
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(limitAddress('2001:db8:1:2::1'));
    expect(limitAddress('[fe80::1%eth0]')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('1:2:3')).toBeNull();
    expect(limitAddress('2001:db8:1:2::/64')).toBe('2001:db8:1:2::/64');
  });

  it('over HTTP: 0 trusted hops uses the socket, 1 uses the appended entry, IPv6 by /64', async () => {
    expect(await addressSeenWith(0, '203.0.113.77')).toBe('127.0.0.1');
    expect(await addressSeenWith(1, '198.51.100.1, 203.0.113.77')).toBe('203.0.113.77');
    expect(await addressSeenWith(1, '2001:db8:5:6:1:2:3:4')).toBe('2001:db8:5:6::/64');
  });
});
