import { errorMessage } from '@sw/protocol';
import { loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { FacetsScreen } from '@/features/staff/catalog/FacetsScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Facet values');

export default async function Page() {
  const setup = await loadCatalogSetup();
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  return <FacetsScreen facets={setup.data.facets} />;
}
