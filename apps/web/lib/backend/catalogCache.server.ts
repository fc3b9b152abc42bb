import { revalidateTag } from 'next/cache';
import { isCatalogWritePath, RES } from '@sw/protocol';
import { clearPageCache } from './handOver.mjs';

/**
 * Every cached piece of catalogue data (goods list pages, goods details, the home page, factories, the header's
 * menu and popular searches, the product menu) carries this tag, and so does every cached page built from it.
 */
export const CATALOG_TAG = 'catalog';

/**
 * Marks every cached catalogue page and answer stale, so the next request renders it afresh (every process, with
 * REDIS_URL), and empties this process's compressed copies; another process's are at most PAGE_CACHE_SECONDS old.
 */
export function revalidateCatalog(): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
  // The compressed pages scripts/web-server.mjs keeps in front of Next.js (scripts/page-cache.mjs).
  clearPageCache();
}

/**
 * After the proxy relayed a call: a staff catalogue write that succeeded makes the storefront's cached
 * catalogue stale at once. Works the same whether the back-end runs in this process or at API_BASE_URL.
 */
export function revalidateAfterCatalogWrite(path: string, answer: string): boolean {
  if (!isCatalogWritePath(path)) return false;
  try {
    const parsed = JSON.parse(answer) as { meta?: { res?: string } };
    if (parsed.meta?.res !== RES.OK) return false;
  } catch {
    return false;
  }
  revalidateCatalog();
  return true;
}
