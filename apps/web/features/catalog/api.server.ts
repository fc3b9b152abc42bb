import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { catalog, type InputOf, type ProductMenu } from '@sw/protocol';
import { load, loadOrNull } from '@/lib/load.server';

/**
 * The catalogue's server loaders. Every call is a visitor call (no cookies), so the pages that use
 * them are the same for every visitor of a theme and can be cached. `cache` shares one answer
 * between generateMetadata and the page within a request.
 */

const REVALIDATE_SECONDS = 300;

export const getHomePage = cache(() => load(catalog.homePage));

export const getGoodsPage = (request: InputOf<typeof catalog.onlineGoodsList>) => load(catalog.onlineGoodsList, request);

export const getGoodsDetail = cache((goodsId: string) => loadOrNull(catalog.onlineGoodsDetail, { goodsId }));

/**
 * Categories and the four shop-by blocks: the goods list's filters and the detail page's facet links.
 * The same for everyone and slow to change, so it is kept for five minutes across requests.
 */
const cachedMenu = unstable_cache(() => load(catalog.productMenuNavigation), ['catalog:product-menu'], {
  revalidate: REVALIDATE_SECONDS,
  tags: ['catalog'],
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
