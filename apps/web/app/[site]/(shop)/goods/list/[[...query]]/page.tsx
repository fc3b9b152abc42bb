import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getGoodsPage, getProductMenu } from '@/features/catalog/api.server';
import { listParamsOfSegments } from '@/features/catalog/list/cacheKey';
import { listDescription, listHeading } from '@/features/catalog/list/heading';
import { GoodsListView } from '@/features/catalog/list/GoodsListView';
import { activeFilterCount, goodsListRequest } from '@/features/catalog/listQuery';
import { listHref } from '@/lib/links';
import { getTheme } from '@/lib/site';

/**
 * One cached page per theme and query (the proxy puts the query into the path, see cacheKey.ts), the same
 * for every visitor: the member part loads in the browser. Fresh within a minute, or at once when a staff
 * edit revalidates the 'catalog' tag.
 */
export const revalidate = 60;

/** No query is rendered at build time; each renders on its first request and is then cached. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; query?: string[] }> };

async function readParams(params: Props['params']) {
  const { site, query } = await params;
  const listParams = listParamsOfSegments(query);
  if (!listParams) notFound();
  return { theme: getTheme(site), listParams };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, listParams } = await readParams(params);
  const heading = listHeading(listParams, await getProductMenu());
  return {
    title: listParams.pageNum ? `${heading} – Page ${listParams.pageNum}` : heading,
    description: listDescription(heading, null, theme.brand),
    alternates: { canonical: listHref(listParams, { sort: undefined, pageNum: listParams.pageNum }) },
    // Free-text searches and stacked filters make endless near-duplicates: keep them out of the index.
    robots: listParams.keyWords || activeFilterCount(listParams) > 1 ? { index: false, follow: true } : undefined,
  };
}

/** One call for the goods (kept for a minute across requests), the filters from the shared menu cache. */
export default async function GoodsListPage({ params }: Props) {
  const { listParams } = await readParams(params);
  const [page, menu] = await Promise.all([getGoodsPage(goodsListRequest(listParams)), getProductMenu()]);
  return <GoodsListView params={listParams} page={page} menu={menu} heading={listHeading(listParams, menu)} />;
}
