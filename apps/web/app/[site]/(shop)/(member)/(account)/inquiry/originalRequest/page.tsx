import type { Metadata } from 'next';
import { OriginalRequestView } from '@/features/inquiry/OriginalRequestView';
import { modeParam } from '@/features/inquiry/format';

export const metadata: Metadata = { title: 'Original request', robots: { index: false } };

type Props = { searchParams: Promise<{ inquiryId?: string | string[]; mode?: string | string[] }> };

/** /inquiry/originalRequest?inquiryId=: what was first sent. */
export default async function OriginalRequestPage({ searchParams }: Props) {
  const { inquiryId, mode } = await searchParams;
  return <OriginalRequestView inquiryId={typeof inquiryId === 'string' ? inquiryId : ''} mode={modeParam(mode)} />;
}
