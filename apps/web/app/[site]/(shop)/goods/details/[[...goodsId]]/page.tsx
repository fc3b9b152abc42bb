import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getGoodsDetail } from '@/features/catalog/api.server';
import { GoodsDetailView } from '@/features/catalog/detail/GoodsDetailView';
import { publicImages } from '@/features/catalog/detail/jsonLd';
import { goodsDescription } from '@/features/catalog/detail/meta';
import { idFromPath } from '@/features/catalog/ids';
import { GoodsStandards } from '@/features/compliance/GoodsStandards';
import { GoodsPriceHistory } from '@/features/orders/GoodsPriceHistory';
import { goodsHref } from '@/lib/links';
import { getTheme, themeOrigin } from '@/lib/site';

/** The same for every visitor of a theme: rendered on first request, then cached for five minutes. */
export const revalidate = 300;

/** No path is rendered at build time; each renders on its first request and is then cached (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; goodsId?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, goodsId } = await params;
  const id = idFromPath(goodsId);
  const goods = id ? await getGoodsDetail(id) : null;
  if (!goods) return {};
  const theme = getTheme(site);
  const description = goodsDescription(goods, theme.brand);
  return {
    title: `${goods.title} ${goods.goodsCode}`,
    description,
    alternates: { canonical: goodsHref(goods.goodsId) },
    openGraph: { type: 'website', url: goodsHref(goods.goodsId), title: goods.title, description, images: publicImages(goods).slice(0, 1) },
  };
}

export default async function GoodsDetailPage({ params }: Props) {
  const { site, goodsId } = await params;
  // Without a goods id the page has nothing to show: the list is where goods are chosen.
  if (!goodsId || goodsId.length === 0) redirect('/goods/list');
  const id = idFromPath(goodsId);
  if (!id) notFound();
  const goods = await getGoodsDetail(id);
  if (!goods) notFound();
  const theme = getTheme(site);
  return (
    <GoodsDetailView
      goods={goods}
      brand={theme.brand}
      origin={themeOrigin(theme.name)}
      forMember={<GoodsPriceHistory goodsId={goods.goodsId} title={goods.title} />}
      standards={<GoodsStandards goodsId={goods.goodsId} standards={goods.standards ?? []} />}
    />
  );
}
