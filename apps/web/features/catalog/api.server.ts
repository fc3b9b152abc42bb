import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { catalog, type InputOf, type ProductMenu } from '@sw/protocol';
import { CATALOG_TAG } from '@/lib/backend/catalogCache.server';
import { load, loadOrNull } from '@/lib/backend/load.server';

/**
 * The catalogue's server loaders. Every call is a visitor call (no cookies), so the pages that use
 * them are the same for every visitor of a theme and can be cached. `cache` shares one answer
 * between generateMetadata and the page within a request.
 */

const REVALIDATE_SECONDS = 300;

/** Every cached piece of catalogue data carries the tag (lib/backend/catalogCache.server.ts): a staff edit revalidates it. */
export { CATALOG_TAG, revalidateCatalog } from '@/lib/backend/catalogCache.server';

/** The home page's data, kept across requests and tagged, so a staff change reaches the cached home page at once. */
export const getHomePage = cache(
  unstable_cache(() => load(catalog.homePage), ['catalog:home'], { revalidate: REVALIDATE_SECONDS, tags: [CATALOG_TAG] }),
);

/** A page of the goods list, kept a minute across requests (the list pages' own cache time). */
export const getGoodsPage = unstable_cache(
  (request: InputOf<typeof catalog.onlineGoodsList>) => load(catalog.onlineGoodsList, request),
  ['catalog:goods-page'],
  { revalidate: 60, tags: [CATALOG_TAG] },
);

/** A goods page's data (null: not on sale), tagged like the rest, so an edit or an offline goods shows at once. */
export const getGoodsDetail = cache(
  unstable_cache((goodsId: string) => loadOrNull(catalog.onlineGoodsDetail, { goodsId }), ['catalog:goods-detail'], {
    revalidate: REVALIDATE_SECONDS,
    tags: [CATALOG_TAG],
  }),
);

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
