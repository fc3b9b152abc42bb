import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogState } from '../db/schema';

/**
 * Catalogue answers kept in memory while the catalogue is unchanged. Most visitors ask the same few lists, so
 * this saves the list, count and category queries for nearly every call.
 *
 * Each lookup reads the catalogue's version (one row by its key). A trigger bumps it after every statement that
 * writes a catalogue table, inside the writing transaction (migration 0010), so no process serves an answer
 * after the commit that made it stale, whoever wrote: the console, the seed or a script.
 */
const MAX_ANSWERS = 500;
/**
 * The answers' size bound, as JSON text: a goods detail is ten times a list page, so a count alone would let the
 * cache grow with whatever visitors open (about 2.5 times this in the heap).
 */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

interface Store {
  version: number;
  answers: Map<string, { answer: unknown; bytes: number }>;
  bytes: number;
}

/** An answer's size as JSON text (a Map, as the synonym groups are, counts its entries). */
function sizeOf(answer: unknown): number {
  if (answer instanceof Map) return JSON.stringify([...answer]).length;
  return JSON.stringify(answer ?? null).length;
}

// Per database, so the tests' many databases in one process never share answers.
const stores = new WeakMap<Db, Store>();

export async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  return row?.version ?? 0;
}

/** A stable key for an answer: the same input in any key order is the same answer. */
export function answerKey(name: string, input: object): string {
  const fields = Object.entries(input).filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${name}:${JSON.stringify(fields)}`;
}

/**
 * The cached answer for `key`, or `load()`'s, kept for the next caller while the version stays. Answers are shared
 * between callers and must not be changed. A `load` that throws is not kept (a 404 stays a fresh query).
 */
export async function cachedCatalogAnswer<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cachedCatalogAnswerAt(db, await catalogVersion(db), key, load);
}

/**
 * The same at a `version` the caller read (`catalogVersion`) once for all the answers of one call: one query fewer
 * per further answer, and the answers agree with each other.
 */
export async function cachedCatalogAnswerAt<T>(db: Db, version: number, key: string, load: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store || store.version < version) {
    store = { version, answers: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  // A caller that read the version just before a newer one arrived gets its own fresh answer.
  if (store.version !== version) return load();
  const kept = store.answers.get(key);
  if (kept !== undefined) {
    // Most recently used last: the oldest entry is the first to go.
    store.answers.delete(key);
    store.answers.set(key, kept);
    return kept.answer as T;
  }
  const answer = await load();
  const bytes = sizeOf(answer);
  // One answer larger than the whole bound is served, not kept.
  if (bytes > MAX_ANSWER_BYTES) return answer;
  const replaced = store.answers.get(key);
  if (replaced) store.bytes -= replaced.bytes;
  store.answers.delete(key);
  store.answers.set(key, { answer, bytes });
  store.bytes += bytes;
  while (store.answers.size > MAX_ANSWERS || store.bytes > MAX_ANSWER_BYTES) {
    const [oldestKey, oldest] = store.answers.entries().next().value!;
    store.answers.delete(oldestKey);
    store.bytes -= oldest.bytes;
  }
  return answer;
}
