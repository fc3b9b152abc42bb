// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import RedisCacheHandler, { closeRedisClients, decode, encode, entryTtlSeconds } from './redisCacheHandler.mjs';

/** The real Redis of these machines (CI installs and starts it); every key of this run under its own prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sw-test:${randomBytes(6).toString('hex')}:`;
const admin = createClient({ url: REDIS_URL });

beforeAll(async () => {
  await admin.connect();
});
afterAll(async () => {
  const keys: string[] = [];
  for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
  if (keys.length) await admin.del(keys);
  await admin.quit();
  await closeRedisClients();
});

const handler = (build = 'b1') => new RedisCacheHandler({ redisUrl: REDIS_URL, keyPrefix: prefix, buildId: build });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page as Next stores it: HTML, the RSC payload, segment data and the tags header. */
const page = (html: string, tags = 'catalog,_N_T_/layout') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags },
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
});

describe('encode / decode', () => {
  it('keeps Buffers, Maps and nested values through JSON', () => {
    const value = { a: Buffer.from('hé'), m: new Map([['x', Buffer.from([9])]]), list: [1, 'two', { b: Buffer.alloc(0) }], none: null };
    const back = decode<{ a: Buffer; m: Map<string, Buffer>; list: [number, string, { b: Buffer }]; none: null }>(JSON.parse(JSON.stringify(encode(value))));
    expect(Buffer.isBuffer(back.a) && back.a.toString()).toBe('hé');
    expect(back.m).toBeInstanceOf(Map);
    expect([...back.m.get('x')!]).toEqual([9]);
    expect(back.list[2].b.length).toBe(0);
    expect(back.none).toBeNull();
  });
});

describe('RedisCacheHandler', () => {
  it('shares a page between two processes’ handlers, Buffers and Maps intact', async () => {
    await handler().set('/goods/details/1', page('<h1>Ring</h1>'), { cacheControl: { revalidate: 300, expire: 3600 } });
    const other = await handler().get('/goods/details/1', { kind: 'APP_PAGE' });
    expect(other).not.toBeNull();
    const value = other!.value as ReturnType<typeof page>;
    expect(value.html).toBe('<h1>Ring</h1>');
    expect(value.rscData.toString()).toBe('rsc:<h1>Ring</h1>');
    expect([...value.segmentData.get('/_tree')!]).toEqual([0, 1, 2, 255]);
    expect(other!.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
    expect(await admin.ttl(`${prefix}b1:/goods/details/1`)).toBeGreaterThan(3500);
  });

  it('keeps an entry ten revalidation periods (at least an hour), not the year Next gives as its expire', async () => {
    const YEAR = 31_536_000;
    await handler().set('/goods/list?keyWords=halo', page('<h1>Halo</h1>'), { cacheControl: { revalidate: 600, expire: YEAR } });
    const pageTtl = await admin.ttl(`${prefix}b1:/goods/list?keyWords=halo`);
    expect(pageTtl).toBeGreaterThan(6000 - 10);
    expect(pageTtl).toBeLessThanOrEqual(6000);
    await handler().set('/goods/list?keyWords=quick', page('<h1>Quick</h1>'), { cacheControl: { revalidate: 60, expire: YEAR } });
    expect(await admin.ttl(`${prefix}b1:/goods/list?keyWords=quick`)).toBeGreaterThan(3600 - 10);
    expect(await admin.ttl(`${prefix}b1:/goods/list?keyWords=quick`)).toBeLessThanOrEqual(3600);
    // A data entry: by the revalidation Next passes with it.
    await handler().set('data-halo', { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200 }, revalidate: 900, tags: [] }, { fetchCache: true, revalidate: 900, tags: [] });
    expect(await admin.ttl(`${prefix}b1:data-halo`)).toBeLessThanOrEqual(9000);
    expect(await admin.ttl(`${prefix}b1:data-halo`)).toBeGreaterThan(9000 - 10);

    expect(entryTtlSeconds(page('x'), { cacheControl: { revalidate: 300, expire: 900 } })).toBe(900);
    expect(entryTtlSeconds(page('x'), { cacheControl: { revalidate: false, expire: YEAR } })).toBe(28 * 86_400);
    expect(entryTtlSeconds(page('x'), {})).toBe(14 * 86_400);
    expect(entryTtlSeconds({ kind: 'FETCH', revalidate: 120 }, { fetchCache: true })).toBe(3600);
    expect(entryTtlSeconds({ kind: 'FETCH', revalidate: false }, { fetchCache: true })).toBe(14 * 86_400);
  });

  it('misses a page whose tag another process revalidated after it was written, and keeps the fresh one', async () => {
    const writer = handler();
    await writer.set('/goods/details/2', page('old title'), {});
    await sleep(5);
    await handler().revalidateTag('catalog', { expire: 0 });
    expect(await writer.get('/goods/details/2', { kind: 'APP_PAGE' })).toBeNull();
    await sleep(5);
    await writer.set('/goods/details/2', page('new title'), {});
    expect(((await handler().get('/goods/details/2', { kind: 'APP_PAGE' }))!.value as { html: string }).html).toBe('new title');
    // A page without the tag is not touched by it.
    await writer.set('/about', page('about', '_N_T_/about'), {});
    await handler().revalidateTag(['catalog'], { expire: 0 });
    expect(await writer.get('/about', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('misses a data entry by its own tags or the soft tags Next passes with the read', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200 }, revalidate: 60 };
    await handler().set('goods-page-1', data, { fetchCache: true, tags: ['catalog'] });
    expect(await handler().get('goods-page-1', { kind: 'FETCH', tags: ['catalog'], softTags: [] })).not.toBeNull();
    await sleep(5);
    await handler().revalidateTag('catalog');
    expect(await handler().get('goods-page-1', { kind: 'FETCH', tags: [], softTags: [] })).toBeNull();

    await handler().set('menu', data, { fetchCache: true, tags: [] });
    await sleep(5);
    await handler().revalidateTag('_N_T_/goods/list');
    expect(await handler().get('menu', { kind: 'FETCH', tags: [], softTags: ['_N_T_/goods/list'] })).toBeNull();
  });

  it('a revalidation with a later expiry leaves entries until then', async () => {
    await handler().set('/factories', page('factories'), {});
    await sleep(5);
    await handler().revalidateTag('catalog', { expire: 60 });
    expect(await handler().get('/factories', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('keeps one build’s entries from another build', async () => {
    await handler('b1').set('/', page('home of b1'), {});
    expect(await handler('b2').get('/', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler('b1').get('/', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('removes an entry set to null', async () => {
    await handler().set('/gone', page('x'), {});
    await handler().set('/gone', null, {});
    expect(await handler().get('/gone', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('answers a miss and skips writes when Redis cannot be reached', async () => {
    const away = new RedisCacheHandler({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: prefix, buildId: 'b1' });
    await away.set('/x', page('x'), {});
    await away.revalidateTag('catalog');
    expect(await away.get('/x', { kind: 'APP_PAGE' })).toBeNull();
  });
});
