import { errorMessage } from '@sw/protocol';
import { loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { HomeScreen } from '@/features/staff/catalog/HomeScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Home and search');

export default async function Page() {
  const setup = await loadCatalogSetup();
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  return <HomeScreen banners={setup.data.banners} popularSearches={setup.data.popularSearches} />;
}
