import type { Metadata } from 'next';
import { getHomePage } from '@/features/catalog/api.server';
import { HomeView } from '@/features/home/HomeView';
import { getTheme } from '@/lib/site';

/** The same for every visitor of a theme: rendered on first request, then served from cache. */
export const revalidate = 300;

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = getTheme((await params).site);
  return {
    title: { absolute: `${theme.brand} | ${theme.tagline}` },
    description: theme.description,
    alternates: { canonical: '/' },
  };
}

export default async function HomePage({ params }: Props) {
  const theme = getTheme((await params).site);
  const data = await getHomePage();
  return <HomeView data={data} brand={theme.brand} />;
}
