import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontServer } from './front-server.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve()))));
});

/** A front server whose listener answers with the request headers it was handed. */
async function start(env) {
  const server = createFrontServer((req, res) => {
    req.resume();
    // Both views: Next.js reads `headers`, the lane's Request `rawHeaders`.
    const raw = {};
    for (let i = 0; i < req.rawHeaders.length; i += 2) raw[req.rawHeaders[i].toLowerCase()] = [...(raw[req.rawHeaders[i].toLowerCase()] ?? []), req.rawHeaders[i + 1]];
    req.on('end', () => res.end(JSON.stringify({ headers: req.headers, raw })));
  }, env);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

/** The header as the listener sees it, after checking that both of Node's views agree. */
async function headersSeen(port, headers) {
  const seen = await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json();
  for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-sw-peer-address']) {
    expect(seen.raw[name], name).toEqual(seen.headers[name] === undefined ? undefined : [seen.headers[name]]);
  }
  return seen.headers;
}

/** Sends `text` and never the rest; resolves with how long the server kept the socket open, in ms. */
function heldFor(port, text, giveUpMs) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the socket after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('the storefront server in front of Next.js', () => {
  it('ignores a client-sent X-Forwarded-Proto when no proxy is trusted, and overwrites the peer address', async () => {
    const port = await start({ TRUST_PROXY_HOPS: '0' });
    const seen = await headersSeen(port, { 'x-forwarded-proto': 'https', 'x-sw-peer-address': '203.0.113.9' });
    expect(seen['x-forwarded-proto']).toBeUndefined();
    expect(seen['x-sw-peer-address']).toBe('127.0.0.1');
  });

  it('ignores a client-sent X-Forwarded-Host when no proxy is trusted (the sitemap and robots.txt name the host)', async () => {
    const port = await start({ TRUST_PROXY_HOPS: '0' });
    const seen = await headersSeen(port, { 'x-forwarded-host': 'evil.example.test' });
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen.host).toBe(`127.0.0.1:${port}`);
  });

  it('keeps X-Forwarded-Host as the trusted proxy set it', async () => {
    const port = await start({ TRUST_PROXY_HOPS: '1' });
    expect((await headersSeen(port, { 'x-forwarded-host': 'shop.example.test' }))['x-forwarded-host']).toBe('shop.example.test');
    expect((await headersSeen(port, { 'x-forwarded-host': 'evil.example.test, shop.example.test' }))['x-forwarded-host']).toBe('shop.example.test');
  });

  it('keeps X-Forwarded-Proto as the trusted proxy set it', async () => {
    const port = await start({ TRUST_PROXY_HOPS: '1' });
    expect((await headersSeen(port, { 'x-forwarded-proto': 'https' }))['x-forwarded-proto']).toBe('https');
    // The client's own entry, followed by what the proxy appended: the proxy's word counts.
    expect((await headersSeen(port, { 'x-forwarded-proto': 'https, http' }))['x-forwarded-proto']).toBe('http');
    expect((await headersSeen(port, { 'x-forwarded-proto': 'gopher' }))['x-forwarded-proto']).toBeUndefined();
  });

  it('closes a socket whose headers never finish within HEADERS_TIMEOUT_MS', async () => {
    const port = await start({ HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1200' });
    const held = await heldFor(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', 5_000);
    expect(held).toBeGreaterThanOrEqual(500);
    expect(held).toBeLessThan(2_000);
  });

  it('closes a socket whose body never finishes within REQUEST_TIMEOUT_MS', async () => {
    const port = await start({ HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1200' });
    const held = await heldFor(port, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n0123456789', 6_000);
    expect(held).toBeGreaterThanOrEqual(1_100);
    expect(held).toBeLessThan(2_600);
  });
});
