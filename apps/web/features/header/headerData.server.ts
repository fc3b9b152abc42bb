import { unstable_cache } from 'next/cache';
import { API, type HeaderData } from '@sw/protocol';
import { publicCall } from '@/lib/call.server';
import { type CatalogHeader, toCatalogHeader } from './headerData';

/** Seconds the catalogue part of the header is kept before it is loaded again. */
export const HEADER_REVALIDATE_S = 300;

/**
 * headerData.do as a visitor: the same for everyone, so it is cached across pages and themes.
 * A failed call is not cached (it throws inside the cache and the header renders without the menu).
 */
const loadCached = unstable_cache(
  async (): Promise<HeaderData> => {
    const result = await publicCall<HeaderData>(API.csite.headerData);
    if (!result.ok) throw new Error('headerData.do failed');
    return result.data;
  },
  ['csite-header-data-v1'],
  { revalidate: HEADER_REVALIDATE_S, tags: ['header-data'] },
);

export async function loadCatalogHeader(): Promise<CatalogHeader> {
  try {
    return toCatalogHeader(await loadCached());
  } catch {
    return toCatalogHeader(null);
  }
}
