import { errorMessage } from '@sw/protocol';
import { loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { FactoriesScreen } from '@/features/staff/catalog/FactoriesScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Factories');

export default async function Page() {
  const setup = await loadCatalogSetup();
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  return <FactoriesScreen factories={setup.data.factories} />;
}
