import type { Metadata } from 'next';
import { InquiryEditView } from '@/features/inquiry/InquiryEditView';
import { modeParam } from '@/features/inquiry/format';

export const metadata: Metadata = { title: 'Edit inquiry', robots: { index: false } };

type Props = { searchParams: Promise<{ inquiryId?: string | string[]; mode?: string | string[] }> };

/** /inquiry/edit?inquiryId=: the edit form of the inquiry's mode. */
export default async function EditInquiryPage({ searchParams }: Props) {
  const { inquiryId, mode } = await searchParams;
  return <InquiryEditView inquiryId={typeof inquiryId === 'string' ? inquiryId : ''} mode={modeParam(mode)} />;
}
