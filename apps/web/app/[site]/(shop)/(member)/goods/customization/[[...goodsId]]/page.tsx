import type { Metadata } from 'next';
import { ChooseGoods, CustomizationView } from '@/features/customization/CustomizationView';

export const metadata: Metadata = { title: 'Customization', robots: { index: false } };

type Props = { params: Promise<{ goodsId?: string[] }> };

/** /goods/customization/{goodsId}: the customization editor; without a goods, how to start. */
export default async function CustomizationPage({ params }: Props) {
  const segments = (await params).goodsId ?? [];
  const goodsId = segments.length === 1 && /^\d{1,10}$/.test(segments[0]!) ? segments[0]! : null;
  return goodsId ? <CustomizationView goodsId={goodsId} /> : <ChooseGoods />;
}
