import { errorMessage } from '@sw/protocol';
import { loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { CategoriesScreen } from '@/features/staff/catalog/CategoriesScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Categories');

export default async function Page() {
  const setup = await loadCatalogSetup();
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  return <CategoriesScreen categories={setup.data.categories} />;
}
