import { unstable_cache } from 'next/cache';
import { catalog, type HeaderData } from '@sw/protocol';
import { CATALOG_TAG } from '@/lib/backend/catalogCache.server';
import { load } from '@/lib/backend/load.server';
import { type CatalogHeader, toCatalogHeader } from './headerData';

/** Seconds the catalogue part of the header is kept before it is loaded again. */
export const HEADER_REVALIDATE_S = 300;

/**
 * headerData.do as a visitor: the same for everyone, so it is cached across pages and themes.
 * A failed call is not cached (it throws inside the cache and the header renders without the menu).
 */
const loadCached = unstable_cache(
  (): Promise<HeaderData> => load(catalog.headerData),
  ['csite-header-data-v1'],
  { revalidate: HEADER_REVALIDATE_S, tags: ['header-data', CATALOG_TAG] },
);

export async function loadCatalogHeader(): Promise<CatalogHeader> {
  try {
    return toCatalogHeader(await loadCached());
  } catch {
    return toCatalogHeader(null);
  }
}
