import { errorMessage } from '@sw/protocol';
import { loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { GoodsForm } from '@/features/staff/catalog/GoodsForm';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('New goods');

export default async function NewGoodsPage() {
  const setup = await loadCatalogSetup();
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  return <GoodsForm goods={null} setup={setup.data} />;
}
