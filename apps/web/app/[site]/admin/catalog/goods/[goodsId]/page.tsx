import { errorMessage } from '@sw/protocol';
import { loadCatalogGoodsView, loadCatalogSetup, staffMetadata } from '@/features/staff/api.server';
import { GoodsForm } from '@/features/staff/catalog/GoodsForm';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Edit goods');

export default async function EditGoodsPage({ params }: { params: Promise<{ goodsId: string }> }) {
  const { goodsId } = await params;
  const [goods, setup] = await Promise.all([loadCatalogGoodsView(goodsId), loadCatalogSetup()]);
  if (!goods.ok) return <Alert message={errorMessage(goods)} />;
  if (!setup.ok) return <Alert message={errorMessage(setup)} />;
  // Keyed by the saved state, so the form starts from it again after each save.
  return <GoodsForm key={JSON.stringify(goods.data)} goods={goods.data} setup={setup.data} />;
}
