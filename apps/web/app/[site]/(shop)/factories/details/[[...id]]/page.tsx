import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFactories, getFactory } from '@/features/factories/api.server';
import { idFromPath } from '@/features/catalog/ids';
import { FactoryDetailView } from '@/features/factories/FactoryDetailView';
import { factoryHref } from '@/lib/links';
import { getTheme } from '@/lib/site';

export const revalidate = 300;

/** No path is rendered at build time; each renders on its first request and is then cached (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; id?: string[] }> };

/**
 * The factory of the path, or the first factory when the path names none (the tabs on the page
 * then let the visitor choose). undefined: the path cannot name a factory.
 */
async function resolveFactoryId(segments: string[] | undefined): Promise<string | null | undefined> {
  if (!segments || segments.length === 0) {
    const [first] = await getFactories();
    return first ? String(first.factoryId) : null;
  }
  return idFromPath(segments) ?? undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params;
  const factoryId = await resolveFactoryId(id);
  const factory = factoryId ? await getFactory(factoryId) : null;
  if (!factory) return { title: 'Our Factories' };
  const theme = getTheme(site);
  return {
    title: `${factory.name}, ${factory.city}`,
    description: `${factory.summary} A ${theme.brand} factory in ${factory.city}, ${factory.country}: ${factory.employees.toLocaleString('en-US')} staff, ${factory.monthlyCapacity.toLocaleString('en-US')} pieces a month.`.slice(0, 300),
    alternates: { canonical: factoryHref(factory.factoryId) },
  };
}

export default async function FactoryDetailPage({ params }: Props) {
  const { id } = await params;
  const factoryId = await resolveFactoryId(id);
  if (!factoryId) notFound();
  const [factory, factories] = await Promise.all([getFactory(factoryId), getFactories()]);
  if (!factory) notFound();
  return <FactoryDetailView factory={factory} factories={factories} />;
}
