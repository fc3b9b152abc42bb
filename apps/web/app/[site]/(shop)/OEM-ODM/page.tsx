import type { Metadata } from 'next';
import { getCountries } from '@/features/oem/api.server';
import { OemView } from '@/features/oem/OemView';
import { getTheme } from '@/lib/site';

export const revalidate = 3600;

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = getTheme((await params).site);
  return {
    title: 'Custom OEM / ODM Jewelry Manufacturing',
    description: `Private-label stainless steel jewelry from ${theme.brand}: logo engraving from 100 pcs, ODM changes to our designs, OEM from your drawings, samples in 7–12 days.`,
    alternates: { canonical: '/OEM-ODM' },
  };
}

export default async function OemOdmPage({ params }: Props) {
  const theme = getTheme((await params).site);
  const countries = await getCountries();
  return <OemView theme={theme} countries={countries} />;
}
