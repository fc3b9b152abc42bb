import type { Metadata } from 'next';
import { getGoodsPage, getProductMenu } from '@/features/catalog/api.server';
import { listDescription, listHeading } from '@/features/catalog/list/heading';
import { GoodsListView } from '@/features/catalog/list/GoodsListView';
import { listHref } from '@/lib/links';
import { activeFilterCount, goodsListRequest, type RawSearchParams, readListParams } from '@/features/catalog/listQuery';
import { getTheme } from '@/lib/site';

/** The output depends on the query string, so it is rendered per request (the filters still come from a shared cache). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const theme = getTheme((await params).site);
  const listParams = readListParams(await searchParams);
  const heading = listHeading(listParams, await getProductMenu());
  return {
    title: listParams.pageNum ? `${heading} – Page ${listParams.pageNum}` : heading,
    description: listDescription(heading, null, theme.brand),
    alternates: { canonical: listHref(listParams, { sort: undefined, pageNum: listParams.pageNum }) },
    // Free-text searches and stacked filters make endless near-duplicates: keep them out of the index.
    robots: listParams.keyWords || activeFilterCount(listParams) > 1 ? { index: false, follow: true } : undefined,
  };
}

/** Depends on the query, so it renders per request: one call for the goods, the filters come from a shared cache. */
export default async function GoodsListPage({ searchParams }: Props) {
  const listParams = readListParams(await searchParams);
  const [page, menu] = await Promise.all([getGoodsPage(goodsListRequest(listParams)), getProductMenu()]);
  return <GoodsListView params={listParams} page={page} menu={menu} heading={listHeading(listParams, menu)} />;
}
