import type { Metadata } from 'next';
import { ABOUT_INTRO } from '@/features/content/about';
import { AboutView } from '@/features/content/AboutView';
import { brandFacts } from '@/features/content/facts';
import { fillBrand } from '@/features/content/types';
import { getTheme } from '@/lib/site';

export const revalidate = 3600;

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = brandFacts(getTheme((await params).site));
  return { title: 'About Us', description: fillBrand(ABOUT_INTRO.description, facts), alternates: { canonical: '/about' } };
}

export default async function AboutPage({ params }: Props) {
  return <AboutView facts={brandFacts(getTheme((await params).site))} />;
}
