import type { Metadata } from 'next';
import { CustomizationView, EditLineView } from '@/features/customization/CustomizationView';
import { loadInquiryLine } from '@/features/inquiry/api.server';
import { inquiryHref } from '@/features/inquiry/format';
import { InquiryLineMissing } from '@/features/inquiry/InquiryLineMissing';

export const metadata: Metadata = { title: 'Edit customization', robots: { index: false } };

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ lineId?: Param; inquiryId?: Param; itemId?: Param }> };

const one = (value: Param) => (typeof value === 'string' ? value : '');

/**
 * /inquiry/editCustomization?lineId=<id>: the customization editor reopened for a cart line;
 * ?inquiryId=&itemId=: for a line of an open inquiry, saved into its draft (preciseLogoEdit).
 */
export default async function EditCustomizationPage({ searchParams }: Props) {
  const params = await searchParams;
  const inquiryId = one(params.inquiryId);
  if (!inquiryId) return <EditLineView lineId={one(params.lineId)} />;
  const itemId = one(params.itemId);
  const loaded = await loadInquiryLine(inquiryId, itemId);
  if (!loaded.ok) return <InquiryLineMissing inquiryId={inquiryId} message={loaded.message} />;
  return (
    <CustomizationView
      goodsId={loaded.line.goodsId}
      line={loaded.line}
      saveTo={{ inquiryId, itemId, backHref: inquiryHref.edit(inquiryId, 1) }}
      backLabel={`Inquiry ${loaded.inquiryNo}`}
    />
  );
}
