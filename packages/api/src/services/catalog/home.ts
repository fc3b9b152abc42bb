import { eq } from 'drizzle-orm';
import { NEW_ARRIVALS_HREF, type HomeBanner, type HomePageData } from '@sw/protocol';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { listFactories } from '../factories';
import { loadCategoryIndex } from './categories';
import { goodsSummaries } from './goodsList';

const HOME_GOODS = 8;
const HOME_FACTORIES = 3;

/** The home carousel; images are drawn by the media route. */
export const HOME_BANNERS: readonly HomeBanner[] = [
  {
    title: 'New Designs Every Week',
    subtitle: 'Fresh stainless-steel styles straight from our factories, ready for your next collection.',
    link: NEW_ARRIVALS_HREF,
    image: '/media/banner/new-designs.svg',
  },
  {
    title: 'Your Logo, Our Craft',
    subtitle: 'OEM and ODM jewellery with custom engraving, plating and packaging from low minimum orders.',
    link: '/OEM-ODM',
    image: '/media/banner/oem-odm.svg',
  },
  {
    title: 'Made in Our Own Factories',
    subtitle: 'Four plants, over 1,000 craftspeople and two million pieces a month, checked piece by piece.',
    link: '/factories',
    image: '/media/banner/factories.svg',
  },
];

/** csite/homePage.do. */
export async function homePage(db: Db): Promise<HomePageData> {
  const index = await loadCategoryIndex(db);
  const [newArrivals, bestSellers, factories] = await Promise.all([
    goodsSummaries(db, { where: eq(goods.newFlag, 1), sort: 'newest', limit: HOME_GOODS, index }),
    goodsSummaries(db, { sort: 'popular', limit: HOME_GOODS, index }),
    listFactories(db, HOME_FACTORIES),
  ]);
  return { banners: [...HOME_BANNERS], featuredCategories: index.tree(), newArrivals, bestSellers, factories };
}
