/** Types of redisCacheHandler.mjs (Next loads the plain module at run time). */
export function encode(value: unknown): unknown;
export function decode<T = unknown>(value: unknown): T;
export function closeRedisClients(): Promise<void>;
/** Seconds Redis keeps an entry: ten revalidation periods, at least an hour, never past its expire. */
export function entryTtlSeconds(data: unknown, ctx?: { fetchCache?: boolean; revalidate?: number | false; cacheControl?: { revalidate?: number | false; expire?: number } }): number;

export interface CacheEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: unknown;
}

export default class RedisCacheHandler {
  constructor(options?: { serverDistDir?: string; redisUrl?: string; keyPrefix?: string; buildId?: string });
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; fetchCache?: boolean; revalidate?: number | false; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
