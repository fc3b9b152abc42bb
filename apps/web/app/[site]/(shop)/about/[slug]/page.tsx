import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { aboutHref } from '@/lib/links';
import { ContentPageView } from '@/features/content/ContentPageView';
import { brandFacts } from '@/features/content/facts';
import { ABOUT_PAGES, isAboutSlug } from '@/features/content/pages';
import { brandPage } from '@/features/content/types';
import { getTheme } from '@/lib/site';

export const revalidate = 3600;

/** No path is rendered at build time; each renders on its first request and is then cached (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

async function pageFor(params: Props['params']) {
  const { site, slug } = await params;
  return isAboutSlug(slug) ? brandPage(ABOUT_PAGES[slug], brandFacts(getTheme(site))) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFor(params);
  if (!page) return {};
  return { title: page.title, description: page.description, alternates: { canonical: aboutHref(page.slug) } };
}

/** /about/cookiesPolicy, /about/disclosurePolicy, /about/privacyPolicy, /about/qualityGrade, /about/resources, /about/termsOfService. */
export default async function AboutContentPage({ params }: Props) {
  const page = await pageFor(params);
  if (!page) notFound();
  return <ContentPageView page={page} />;
}
