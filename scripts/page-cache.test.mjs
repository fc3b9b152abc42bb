import http from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';

// The compression middleware Next.js runs on every answer (router-server.js), so the cache sees what it sees.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression');

const PAGE = `<!doctype html><html><body>${'<p>Steel bracelet</p>'.repeat(500)}</body></html>`;
const SHARED = 's-maxage=60, stale-while-revalidate=31535940';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve()))));
});

/** The raw answer, bytes as sent (fetch would decompress them). */
function request(port, path, headers, method) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ response: res, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A server with the cache in front of a handler that answers with the given headers and counts its renders.
 * @param {{ headers?: Record<string, string>, status?: number }} answer
 */
async function serve(answer = {}, options = {}) {
  const cache = createPageCache(options);
  const renders = { count: 0 };
  const compress = compression();
  const handle = (req, res) =>
    compress(req, res, () => {
      renders.count += 1;
      res.statusCode = answer.status ?? 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding');
      for (const [name, value] of Object.entries(answer.headers ?? { 'cache-control': SHARED })) res.setHeader(name, value);
      res.write(PAGE.slice(0, 1000));
      res.end(PAGE.slice(1000));
    });
  const server = http.createServer((req, res) => cache.serve(req, res, handle));
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address();
  /** @param {Record<string, string>} [headers] */
  const get = (path = '/goods/list', headers = {}, method = 'GET') => request(port, path, { 'accept-encoding': 'gzip', ...headers }, method);
  return { cache, renders, get };
}

describe('the page cache in front of Next.js', () => {
  it('answers a repeated request for a shared page with the bytes Next.js sent, compressed, without rendering again', async () => {
    const { renders, get } = await serve();
    const first = await get();
    const second = await get();
    expect(renders.count).toBe(1);
    expect(second.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.body).toString()).toBe(PAGE);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.response.headers['cache-control']).toBe(SHARED);
    expect(second.response.headers['content-length']).toBe(String(second.body.length));
    expect(second.response.headers.age).toBe('0');
  });

  it('keeps one copy per address, host, forwarded host, TLS, encoding and React Server Components request', async () => {
    const { renders, get } = await serve();
    await get('/goods/list');
    await get('/goods/list?keyword=ring');
    await get('/goods/list', { host: 'velmora.example' });
    await get('/goods/list', { 'x-forwarded-proto': 'https' });
    await get('/goods/list', { 'x-forwarded-host': 'velmora.example' });
    await get('/goods/list', { 'accept-encoding': 'identity' });
    await get('/goods/list', { rsc: '1' });
    expect(renders.count).toBe(7);
    const plain = await get('/goods/list', { 'accept-encoding': 'identity' });
    expect(plain.body.toString()).toBe(PAGE);
    expect(renders.count).toBe(7);
  });

  it('does not keep what may not be shared', async () => {
    for (const headers of [
      { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      { 'cache-control': 'public, max-age=31536000, immutable' },
      { 'cache-control': SHARED, 'set-cookie': 'sw_session=abc; HttpOnly' },
      { 'cache-control': SHARED, vary: 'cookie' },
    ]) {
      const { renders, get } = await serve({ headers });
      await get();
      await get();
      expect(renders.count, JSON.stringify(headers)).toBe(2);
    }
    const { renders, get } = await serve({ status: 404 });
    await get();
    await get();
    expect(renders.count).toBe(2);
  });

  it('passes through what a shared copy must not answer: other methods, ranges, authorization', async () => {
    const { renders, get } = await serve();
    await get('/goods/list', {}, 'HEAD');
    await get('/goods/list', { range: 'bytes=0-10' });
    await get('/goods/list', { authorization: 'Bearer x' });
    expect(renders.count).toBe(3);
    // Cookies do not matter: Next.js shares these pages whatever the visitor's cookies are.
    await get('/goods/list', { cookie: 'locale=en' });
    await get('/goods/list');
    expect(renders.count).toBe(4);
  });

  it('keeps a page for its seconds at most, and not longer than its s-maxage', async () => {
    let clock = 1_000_000;
    const { renders, get } = await serve({}, { seconds: 5, now: () => clock });
    await get();
    clock += 4_000;
    expect((await get()).response.headers.age).toBe('4');
    expect(renders.count).toBe(1);
    clock += 1_000;
    await get();
    expect(renders.count).toBe(2);

    const short = await serve({ headers: { 'cache-control': 's-maxage=2' } }, { seconds: 5, now: () => clock });
    await short.get();
    clock += 2_000;
    await short.get();
    expect(short.renders.count).toBe(2);
  });

  it('forgets every page when cleared, and is off at 0 seconds', async () => {
    const { cache, renders, get } = await serve();
    await get();
    expect(cache.size).toBe(1);
    cache.clear();
    await get();
    expect(renders.count).toBe(2);
    const off = await serve({}, { seconds: 0 });
    await off.get();
    await off.get();
    expect(off.renders.count).toBe(2);
    expect(off.cache.size).toBe(0);
  });

  it('drops the least recently used pages beyond its size, and does not keep a page larger than an entry may be', async () => {
    // Room for two pages, not three.
    const { cache, renders, get } = await serve({}, { maxBytes: Math.floor(gzipSync(PAGE).length * 2.5) });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    expect(cache.size).toBe(2);
    await get('/a');
    expect(renders.count).toBe(3);
    await get('/b');
    expect(renders.count).toBe(4);

    const large = await serve({}, { maxEntryBytes: 100 });
    await large.get();
    await large.get();
    expect(large.renders.count).toBe(2);
  });
});
