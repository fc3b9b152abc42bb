import { cache } from 'react';
import { revalidateTag, unstable_cache } from 'next/cache';
import {
  API, type CallResult, type Country, errorCode, errorMessage, type FactoryDetail, type FactorySummary,
  type GoodsDetailView, type GoodsPage, type HomePageData, type Page, type ProductMenu, RES,
} from '@sw/protocol';
import { publicCall } from '@/lib/call.server';

/**
 * The catalogue's server loaders. Every call is a visitor call (no cookies), so the pages that use
 * them are the same for every visitor of a theme and can be cached. `cache` shares one answer
 * between generateMetadata and the page within a request.
 */

/** Result codes that mean "there is no such thing" for a page: show the 404 page. */
const MISSING = new Set<string>([RES.NOT_FOUND, RES.INVALID_PARAMS]);

export class CatalogError extends Error {
  constructor(path: string, result: CallResult<unknown> & { ok: false }) {
    super(`${path} failed: ${errorMessage(result)} (${errorCode(result) ?? 'no answer'})`);
    this.name = 'CatalogError';
  }
}

async function load<T>(path: string, data: Record<string, unknown> = {}): Promise<T> {
  const result = await publicCall<T>(path, data);
  if (!result.ok) throw new CatalogError(path, result);
  return result.data;
}

/** null when the back-end says the thing does not exist; throws on any other failure (never cached). */
async function loadOrNull<T>(path: string, data: Record<string, unknown>): Promise<T | null> {
  const result = await publicCall<T>(path, data);
  if (result.ok) return result.data;
  const code = errorCode(result);
  if (code && MISSING.has(code)) return null;
  throw new CatalogError(path, result);
}

const REVALIDATE_SECONDS = 300;

/** Every cached piece of catalogue data carries this tag: a staff edit calls revalidateCatalog(). */
export const CATALOG_TAG = 'catalog';

/** Marks every cached catalogue page and answer stale, so the next visitor gets fresh data. */
export function revalidateCatalog(): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
}

export const getHomePage = cache(() => load<HomePageData>(API.csite.homePage));

/** A page of the goods list, kept a minute across requests (the list pages' own cache time). */
export const getGoodsPage = unstable_cache(
  (request: Record<string, unknown>) => load<GoodsPage>(API.csite.onlineGoodsList, request),
  ['catalog:goods-page'],
  { revalidate: 60, tags: [CATALOG_TAG] },
);

export const getGoodsDetail = cache((goodsId: string) =>
  loadOrNull<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId }),
);

/**
 * Categories and the four shop-by blocks: the goods list's filters and the detail page's facet links.
 * The same for everyone and slow to change, so it is kept for five minutes across requests.
 */
const cachedMenu = unstable_cache(() => load<ProductMenu>(API.csite01.productMenuNavigation), ['catalog:product-menu'], {
  revalidate: REVALIDATE_SECONDS,
  tags: [CATALOG_TAG],
});

/** The product menu, or null when it cannot be loaded (the pages then show no facet links). */
export const getProductMenu = cache(async (): Promise<ProductMenu | null> => {
  try {
    return await cachedMenu();
  } catch (error) {
    console.error(error);
    return null;
  }
});

function listOf<T>(data: T[] | Page<T> | { list: T[] } | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

export const getFactories = cache(async () =>
  listOf(await load<FactorySummary[] | Page<FactorySummary>>(API.csite01.factoryList)),
);

export const getFactory = cache((id: string) => loadOrNull<FactoryDetail>(API.csite01.factoryDetail, { id }));

/** Countries for the contact form; an empty list lets the form fall back to free text. */
export const getCountries = cache(async (): Promise<Country[]> => {
  try {
    return listOf(await load<Country[] | { list: Country[] }>(API.csite01.countryList));
  } catch (error) {
    console.error(error);
    return [];
  }
});
