import { asc, eq } from 'drizzle-orm';
import { type HomeBanner, type HomePageData } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { goods, homeBanners } from '../../db/schema';
import { listFactories } from './factories';
import { loadCategoryIndex } from './categories';
import { goodsSummaries } from './goodsList';

const HOME_GOODS = 8;
const HOME_FACTORIES = 3;

/** The home carousel, as staff arranged it (the migration that made the table filled in three defaults). */
export async function loadHomeBanners(db: Db | Tx): Promise<HomeBanner[]> {
  return db
    .select({ title: homeBanners.title, subtitle: homeBanners.subtitle, link: homeBanners.link, image: homeBanners.image })
    .from(homeBanners)
    .orderBy(asc(homeBanners.sort), asc(homeBanners.id));
}

/** csite/homePage.do. */
export async function homePage(db: Db): Promise<HomePageData> {
  const index = await loadCategoryIndex(db);
  const [banners, newArrivals, bestSellers, factories] = await Promise.all([
    loadHomeBanners(db),
    goodsSummaries(db, { where: eq(goods.newFlag, 1), sort: 'newest', limit: HOME_GOODS, index }),
    goodsSummaries(db, { sort: 'popular', limit: HOME_GOODS, index }),
    listFactories(db, HOME_FACTORIES),
  ]);
  return { banners, featuredCategories: index.tree(), newArrivals, bestSellers, factories };
}
