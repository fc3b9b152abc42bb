import { UI_LIMITS } from '@/lib/constants';

/** sessionStorage key remembering when the page last reloaded itself after a failed load. */
export const RELOAD_GUARD_KEY = 'sw_reload_at';

/**
 * A failed load of a page part (a code chunk from an older deployment, a dropped connection) makes the
 * page reload once; the time is remembered so it does not reload again within 60 s (spec §2 and §9).
 * Returns true when a reload was started.
 */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return false;
  }
  if (last && now - last >= 0 && now - last < UI_LIMITS.reloadGuardMs) return false;
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Whether reloadOnce() would reload now (no reload within the last 60 s). */
export function canReloadNow(now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
    return !(last && now - last >= 0 && now - last < UI_LIMITS.reloadGuardMs);
  } catch {
    return false;
  }
}

const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load chunk/i;

/** Whether an error is a failed load of a code or style chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (typeof name === 'string' && name === 'ChunkLoadError') || (typeof message === 'string' && CHUNK_ERROR.test(message));
}
