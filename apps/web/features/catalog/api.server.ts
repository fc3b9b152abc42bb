import { cache } from 'react';
import { revalidateTag, unstable_cache } from 'next/cache';
import { catalog, type InputOf, type ProductMenu } from '@sw/protocol';
import { load, loadOrNull } from '@/lib/load.server';

/**
 * The catalogue's server loaders. Every call is a visitor call (no cookies), so the pages that use
 * them are the same for every visitor of a theme and can be cached. `cache` shares one answer
 * between generateMetadata and the page within a request.
 */

const REVALIDATE_SECONDS = 300;

/** Every cached piece of catalogue data carries this tag: a staff edit calls revalidateCatalog(). */
export const CATALOG_TAG = 'catalog';

/** Marks every cached catalogue page and answer stale, so the next visitor gets fresh data. */
export function revalidateCatalog(): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
}

export const getHomePage = cache(() => load(catalog.homePage));

/** A page of the goods list, kept a minute across requests (the list pages' own cache time). */
export const getGoodsPage = unstable_cache(
  (request: InputOf<typeof catalog.onlineGoodsList>) => load(catalog.onlineGoodsList, request),
  ['catalog:goods-page'],
  { revalidate: 60, tags: [CATALOG_TAG] },
);

export const getGoodsDetail = cache((goodsId: string) => loadOrNull(catalog.onlineGoodsDetail, { goodsId }));

/**
 * Categories and the four shop-by blocks: the goods list's filters and the detail page's facet links.
 * The same for everyone and slow to change, so it is kept for five minutes across requests.
 */
const cachedMenu = unstable_cache(() => load(catalog.productMenuNavigation), ['catalog:product-menu'], {
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
