import type { Metadata } from 'next';
import { InquiryDetailView } from '@/features/inquiry/InquiryDetailView';
import { modeParam } from '@/features/inquiry/format';

export const metadata: Metadata = { title: 'Inquiry details', robots: { index: false } };

type Props = { searchParams: Promise<{ inquiryId?: string | string[]; mode?: string | string[] }> };

/** /inquiry/details?inquiryId=&mode=: 1562a for a quick inquiry, 1562b otherwise. */
export default async function InquiryDetailsPage({ searchParams }: Props) {
  const { inquiryId, mode } = await searchParams;
  return <InquiryDetailView inquiryId={typeof inquiryId === 'string' ? inquiryId : ''} mode={modeParam(mode)} />;
}
