// @ts-check
/**
 * Next.js's page and data cache (`cacheHandler` in next.config.ts: ISR pages, route handlers and unstable_cache
 * data) kept in Redis, so every storefront process behind a load balancer serves the same entries and sees the
 * same tag revalidations. Loaded only when REDIS_URL is set; otherwise Next keeps its cache on disk, per process.
 *
 * - Entries: `<prefix><build id>:<cache key>` → JSON of { value, lastModified, tags, cacheControl } (Buffers and
 *   Maps encoded), with a TTL (`entryTtlSeconds`: ten revalidation periods, at least an hour, never past the
 *   entry's `expire`; for an entry that never revalidates its `expire`, else 14 days). The build id keeps one
 *   release's pages from being served by another (their script chunks differ).
 * - Tags: the hash `<prefix>tags` maps a tag to the time it was revalidated (`{ expired }`, epoch ms). An entry
 *   carrying a tag revalidated after it was written is a miss, so the next request renders it again and stores
 *   the fresh one; the tags of a page are its `x-next-cache-tags` header, of a data entry those Next passes.
 * - When Redis cannot be reached, a read is a miss and a write is skipped (pages still render, uncached), and
 *   the client reconnects in the background; the error is logged once per outage.
 *
 * Written on the official `redis` client. @fortedigital/nextjs-cache-handler (Node 22) could serve on Node 24, but
 * this handler keeps what it does not: keys per build, the lifetimes above and the outage behaviour, all tested.
 * Next 16's `cacheHandlers` (plural) serve the `'use cache'` directive, which this app does not use; everything it
 * caches (ISR pages, unstable_cache data) goes through this `cacheHandler`.
 * Known limit, as with Next's own disk cache: a render that started before a revalidation and finishes after it is
 * stored as fresh; the page's own lifetime (60–300 s) then bounds how long that copy lives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';

const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_TTL_S = 14 * 24 * 60 * 60;
/** The shortest life of an entry that revalidates: an hour. */
const MIN_TTL_S = 60 * 60;
/** An entry that revalidates lives ten of its revalidation periods (at least an hour), not Next's `expire` of a year. */
const REVALIDATIONS_KEPT = 10;

/**
 * How long Redis keeps an entry, in seconds. An entry that revalidates every `r` s is kept
 * min(expire, max(10 × r, 1 h)): Next fills `expire` with a year, and every distinct query of a visitor makes its own
 * entry, so basing the life on `expire` alone would keep each for weeks. A data entry's `r` is the one Next passes
 * with it (`ctx.revalidate` or the value's own); an entry that never revalidates lives `expire`, at most 28 days,
 * or 14 days when Next gives none.
 * @param {any} data
 * @param {{ fetchCache?: boolean; revalidate?: number | false; cacheControl?: { revalidate?: number | false; expire?: number } }} ctx
 */
export function entryTtlSeconds(data, ctx = {}) {
  const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
  const expire = cacheControl && typeof cacheControl.expire === 'number' && cacheControl.expire > 0 ? cacheControl.expire : DEFAULT_TTL_S;
  const revalidate = ctx.fetchCache ? (ctx.revalidate ?? data?.revalidate) : cacheControl?.revalidate;
  const ceiling = Math.min(Math.ceil(expire), DEFAULT_TTL_S * 2);
  if (typeof revalidate !== 'number' || !(revalidate > 0)) return ceiling;
  return Math.min(ceiling, Math.max(Math.ceil(REVALIDATIONS_KEPT * revalidate), MIN_TTL_S));
}
/** How long a request waits for a connection that is not up before going on without the cache. */
const CONNECT_WAIT_MS = 300;

/** @typedef {{ value: unknown; lastModified: number; tags: string[]; cacheControl?: unknown }} Stored */

/** Buffers and Maps (an RSC payload, segment data, an image) to JSON-safe values and back. */
export function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v);
    return out;
  }
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    if (typeof value.$b === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$b, 'base64');
    if (Array.isArray(value.$m) && Object.keys(value).length === 1) return new Map(value.$m.map(([k, v]) => [k, decode(v)]));
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v);
    return out;
  }
  return value;
}

/** The tags an entry answers to: those Next passes with a data entry, and a page's own header. */
function tagsOf(value, given) {
  const tags = new Set(given ?? []);
  const header = value && typeof value === 'object' && value.headers ? value.headers[TAGS_HEADER] : undefined;
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** One client per process and URL, connected on first use. */
const clients = new Map();
function clientFor(url) {
  let entry = clients.get(url);
  if (!entry) {
    let warned = false;
    const client = createClient({
      url,
      // Commands fail at once while disconnected instead of queueing behind a dead connection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    client.on('error', (error) => {
      if (!warned) console.error(`[cache] Redis unavailable (${error?.message ?? error}); pages render uncached until it is back.`);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
    // The connection keeps retrying in the background; a caller waits for it only briefly (see client()).
    entry = { client, ready: client.connect().then(() => undefined, () => undefined) };
    clients.set(url, entry);
  }
  return entry;
}

function readBuildId(serverDistDir) {
  try {
    return serverDistDir ? fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() : 'dev';
  } catch {
    return 'dev';
  }
}

export default class RedisCacheHandler {
  /**
   * @param {{ serverDistDir?: string; redisUrl?: string; keyPrefix?: string; buildId?: string }} options
   *   Next passes its context (serverDistDir …); tests may name the URL, prefix and build id.
   */
  constructor(options = {}) {
    this.url = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    this.prefix = options.keyPrefix ?? process.env.REDIS_KEY_PREFIX ?? 'sw:cache:';
    this.buildId = options.buildId ?? readBuildId(options.serverDistDir);
    this.tagsKey = `${this.prefix}tags`;
  }

  entryKey(key) {
    return `${this.prefix}${this.buildId}:${key}`;
  }

  /** The connected client, or null when Redis does not answer within CONNECT_WAIT_MS (the page renders uncached). */
  async client() {
    const { client, ready } = clientFor(this.url);
    if (!client.isReady) {
      let timer;
      await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, CONNECT_WAIT_MS)))]);
      clearTimeout(timer);
    }
    return client.isReady ? client : null;
  }

  /** The entry, or null when there is none, a tag of it was revalidated after it was written, or Redis is away. */
  async get(key, ctx = {}) {
    try {
      const client = await this.client();
      if (!client) return null;
      const raw = await client.get(this.entryKey(key));
      if (!raw) return null;
      /** @type {Stored} */
      const stored = JSON.parse(raw);
      const value = decode(stored.value);
      const tags = tagsOf(value, [...stored.tags, ...(ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [])]);
      if (tags.length) {
        const marks = await client.hmGet(this.tagsKey, tags);
        const now = Date.now();
        for (const mark of marks) {
          if (!mark) continue;
          const expired = Number(JSON.parse(mark).expired);
          if (expired > stored.lastModified && expired <= now) return null;
        }
      }
      return { value, lastModified: stored.lastModified, ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}) };
    } catch (error) {
      console.error('[cache] read failed', error);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    try {
      const client = await this.client();
      if (!client) return;
      if (data === null) {
        await client.del(this.entryKey(key));
        return;
      }
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      /** @type {Stored} */
      const stored = { value: encode(data), lastModified: Date.now(), tags: ctx.tags ?? [], ...(cacheControl ? { cacheControl } : {}) };
      await client.set(this.entryKey(key), JSON.stringify(stored), { expiration: { type: 'EX', value: entryTtlSeconds(data, ctx) } });
    } catch (error) {
      console.error('[cache] write failed', error);
    }
  }

  /**
   * Marks the tags revalidated now (or after `durations.expire` seconds): every process's next read of an entry
   * carrying one of them misses and renders afresh.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (!list.length) return;
    try {
      const client = await this.client();
      if (!client) return;
      const expired = Date.now() + (durations?.expire ? durations.expire * 1000 : 0);
      await client.hSet(this.tagsKey, Object.fromEntries(list.map((tag) => [tag, JSON.stringify({ expired })])));
    } catch (error) {
      console.error('[cache] revalidation failed', error);
    }
  }

  resetRequestCache() {}
}

/** Closes this process's connections (tests). */
export async function closeRedisClients() {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(all.map(async ({ client }) => {
    if (client.isReady) await client.quit().catch(() => client.destroy());
    else if (client.isOpen) client.destroy();
  }));
}
