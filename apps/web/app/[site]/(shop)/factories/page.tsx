import type { Metadata } from 'next';
import { getFactories } from '@/features/factories/api.server';
import { FactoryListView } from '@/features/factories/FactoryListView';
import { getTheme } from '@/lib/site';

export const revalidate = 300;

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = getTheme((await params).site);
  return {
    title: 'Our Factories',
    description: `Visit the ${theme.brand} stainless steel jewelry factories: casting, CNC, PVD plating, stone setting and quality control under one roof, with capacities and certifications.`,
    alternates: { canonical: '/factories' },
  };
}

export default async function FactoriesPage({ params }: Props) {
  const theme = getTheme((await params).site);
  const factories = await getFactories();
  return <FactoryListView factories={factories} brand={theme.brand} />;
}
