import type { Metadata } from 'next';
import { EditLineView } from '@/features/customization/CustomizationView';

export const metadata: Metadata = { title: 'Edit customization', robots: { index: false } };

type Props = { searchParams: Promise<{ lineId?: string | string[] }> };

/** /inquiry/editCustomization?lineId=<id>: the customization editor reopened for a cart line. */
export default async function EditCustomizationPage({ searchParams }: Props) {
  const { lineId } = await searchParams;
  return <EditLineView lineId={typeof lineId === 'string' ? lineId : ''} />;
}
