// The hand-over between the storefront's plain-Node server (scripts/web-server.mjs) and the code Next.js runs
// (instrumentation.ts, lib/backend/*.server.ts): the back-end lane Next.js offers, and the page cache the server
// keeps in front of Next.js. Both sides import this module by path, but `next start` bundles its own copy of it,
// so the two sides hold different module instances: a module variable would not be shared. The slots therefore
// live on globalThis under registered symbols, and only this module reads or writes them. Plain .mjs, so the
// server loads it without a build step.

const LANE = Symbol.for('sw.web.backendLane');
const PAGE_CACHE = Symbol.for('sw.web.pageCache');

/** Next.js's side, once it has started: the back-end calls the server may hand straight to the pass-through. */
export function offerLane(lane) {
  globalThis[LANE] = lane;
}

/** The server's side: the lane, or null until Next.js has offered it (on its first request). */
export function findLane() {
  return globalThis[LANE] ?? null;
}

/** The server's side: the page cache it keeps in front of Next.js. */
export function offerPageCache(cache) {
  globalThis[PAGE_CACHE] = cache;
}

/** Next.js's side: empties the server's page cache (after a catalogue write); nothing when there is none (`next dev`). */
export function clearPageCache() {
  globalThis[PAGE_CACHE]?.clear();
}
