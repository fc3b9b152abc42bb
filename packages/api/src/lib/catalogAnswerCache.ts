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

interface Store {
  version: number;
  answers: Map<string, unknown>;
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
  const version = await catalogVersion(db);
  let store = stores.get(db);
  if (!store || store.version < version) {
    store = { version, answers: new Map() };
    stores.set(db, store);
  }
  // A caller that read the version just before a newer one arrived gets its own fresh answer.
  if (store.version !== version) return load();
  const kept = store.answers.get(key);
  if (kept !== undefined) {
    // Most recently used last: the oldest entry is the first to go.
    store.answers.delete(key);
    store.answers.set(key, kept);
    return kept as T;
  }
  const answer = await load();
  store.answers.set(key, answer);
  if (store.answers.size > MAX_ANSWERS) store.answers.delete(store.answers.keys().next().value!);
  return answer;
}
