import type { MetadataRoute } from 'next';
import type { GoodsSummary } from '@sw/protocol';
import { GOODS_PAGE } from '@sw/protocol/schemas/catalog';
import { getGoodsPage } from '@/features/catalog/api.server';
import { getFactories } from '@/features/factories/api.server';
import { requestOrigin } from '@/features/catalog/siteOrigin.server';
import { ABOUT_SLUGS } from '@/features/content/pages';

/** At most this many goods pages of 100 are listed (10,000 goods). */
const MAX_GOODS_PAGES = 100;

async function allGoods(): Promise<GoodsSummary[]> {
  const goods: GoodsSummary[] = [];
  for (let pageNum = 1; pageNum <= MAX_GOODS_PAGES; pageNum++) {
    const page = await getGoodsPage({ pageNum, pageSize: GOODS_PAGE.maxSize, sort: 'newest' }).catch(() => null);
    if (!page) break;
    goods.push(...page.list);
    if (page.list.length < GOODS_PAGE.maxSize || goods.length >= page.total) break;
  }
  return goods;
}

/** Every public page of the storefront, with absolute URLs for the host the sitemap was asked on. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await requestOrigin();
  const url = (path: string) => `${origin}${path}`;
  // A failed factory list leaves the factories out rather than failing the sitemap.
  const [goods, factories] = await Promise.all([allGoods(), getFactories().catch(() => [])]);
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/goods/list'), changeFrequency: 'daily', priority: 0.9 },
    { url: url('/OEM-ODM'), changeFrequency: 'monthly', priority: 0.8 },
    { url: url('/factories'), changeFrequency: 'monthly', priority: 0.7 },
    { url: url('/about'), changeFrequency: 'monthly', priority: 0.6 },
    ...ABOUT_SLUGS.map((slug) => ({ url: url(`/about/${slug}`), changeFrequency: 'yearly' as const, priority: 0.3 })),
    ...factories.map((f) => ({ url: url(`/factories/details/${f.factoryId}`), changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...goods.map((g) => ({ url: url(`/goods/details/${g.goodsId}`), changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
}
