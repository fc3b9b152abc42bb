import type { Metadata } from 'next';
import { InquiryQuotationView } from '@/features/inquiry/QuotationView';
import { modeParam } from '@/features/inquiry/format';
import { LandedCostPanel } from '@/features/tradeTerms/LandedCostPanel';
import { QuotationCharges } from '@/features/tradeTerms/QuotationCharges';

export const metadata: Metadata = { title: 'Quotation', robots: { index: false } };

type Props = { searchParams: Promise<{ inquiryId?: string | string[]; mode?: string | string[] }> };

/** /inquiry/quotation?inquiryId=: the latest sent quotation, its earlier versions and the answers. */
export default async function QuotationPage({ searchParams }: Props) {
  const { inquiryId, mode } = await searchParams;
  // The trade terms' pieces are their domain's own (client components, passed as references).
  return (
    <InquiryQuotationView
      inquiryId={typeof inquiryId === 'string' ? inquiryId : ''}
      mode={modeParam(mode)}
      terms={{ Charges: QuotationCharges, LandedCost: LandedCostPanel }}
    />
  );
}
