// A small shared cache in front of Next.js for the pages it may share (those it answers with s-maxage): it keeps
// the answer's bytes as sent, already compressed, so a repeated request costs neither the proxy's rewrite nor
// Next.js's cache lookup nor another gzip of 300 kB of HTML (README, Performance).
// Kept briefly (PAGE_CACHE_SECONDS, at most the answer's s-maxage); a catalogue write in this process empties it
// (apps/web/lib/backend/catalogCache.server.ts, through apps/web/lib/backend/handOver.mjs), and another process's copy is at most that old.

/**
 * What makes one answer differ from another besides the address: the host picks the theme (and, forwarded, the
 * origin absolute links use), TLS adds HSTS.
 */
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding'];
/** The request headers Next.js's answers may vary on; an answer varying on any other header is not kept. */
const VARY_ALLOWED = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'accept-encoding']);
const VARY_HEADERS = [...VARY_ALLOWED].filter((name) => name !== 'accept-encoding');
/** Headers not replayed: those Node writes itself, and Next.js's word on its own cache at the time (a hit carries Age). */
const UNKEPT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-nextjs-cache']);
/**
 * Requests a shared copy must not answer. Cookies do not count: a page Next.js shares ignores them (the member
 * part loads in the browser), as its own page cache does.
 */
const BYPASS_HEADERS = ['range', 'authorization'];

/**
 * @param {{ seconds?: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ seconds: asked = 5, maxBytes = 16 * 1024 * 1024, maxEntryBytes = 1024 * 1024, now = Date.now } = {}) {
  // 0, a negative or an unreadable number turns it off.
  const seconds = Number.isFinite(asked) && asked > 0 ? asked : 0;
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number, expiresAt: number }>} */
  const entries = new Map();
  let bytes = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function store(key, entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** The key of a request the cache may answer, or null. */
  function keyOf(req) {
    if (seconds <= 0 || req.method !== 'GET') return null;
    if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
    return [req.url, ...KEY_HEADERS.map((name) => req.headers[name] ?? ''), ...VARY_HEADERS.map((name) => req.headers[name] ?? '')].join('\n');
  }

  /** How long an answer may be kept, in ms, or 0 when it may not be shared. */
  function lifetimeOf(res) {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return 0;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
    const sharedAge = /\bs-maxage=(\d+)/i.exec(cacheControl);
    if (!sharedAge) return 0;
    const vary = String(res.getHeader('vary') ?? '').toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
    if (!vary.every((name) => VARY_ALLOWED.has(name))) return 0;
    return Math.min(Number(sharedAge[1]), seconds) * 1000;
  }

  /** Keeps the bytes Next.js writes (after compression) and stores them when the answer may be shared. */
  function capture(key, res) {
    const chunks = [];
    let size = 0;
    /** In ms; read at the first bytes, when the headers are final, so answers that may not be shared are not held. */
    let lifetime;
    const collect = (chunk, encoding) => {
      lifetime ??= lifetimeOf(res);
      if (lifetime === 0 || size > maxEntryBytes || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      if (lifetime > 0 && size <= maxEntryBytes) {
        const headers = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!UNKEPT_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
        }
        const storedAt = now();
        store(key, { status: res.statusCode, headers, body: Buffer.concat(chunks, size), storedAt, expiresAt: storedAt + lifetime });
      }
      return end.call(this, chunk, encoding, callback);
    };
  }

  return {
    /** Answers from the cache when it can; otherwise hands the request to `handle` and keeps what may be shared. */
    serve(req, res, handle) {
      const key = keyOf(req);
      if (key === null) return handle(req, res);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        // Re-inserting keeps recently used pages last in line for eviction.
        entries.delete(key);
        entries.set(key, entry);
        res.writeHead(entry.status, { ...entry.headers, age: String(Math.floor((now() - entry.storedAt) / 1000)), 'content-length': entry.body.length });
        res.end(entry.body);
        return;
      }
      if (entry) remove(key);
      capture(key, res);
      return handle(req, res);
    },
    /** Forgets every page (after a catalogue write). */
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
