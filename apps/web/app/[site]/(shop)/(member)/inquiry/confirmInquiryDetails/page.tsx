import type { Metadata } from 'next';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { ConfirmInquiryView, lineIdsOf } from '@/features/inquiry/ConfirmInquiryView';
import { FixedWidthLayout } from '@/features/layout';

export const metadata: Metadata = { title: 'Confirm inquiry details', robots: { index: false } };

type Props = { searchParams: Promise<{ lines?: string | string[] }> };

/** /inquiry/confirmInquiryDetails?lines=1,2,3: the chosen cart lines, sent as one precise inquiry. */
export default async function ConfirmInquiryDetailsPage({ searchParams }: Props) {
  const { lines } = await searchParams;
  return (
    <FixedWidthLayout>
      <ConfirmInquiryView lineIds={lineIdsOf(lines)} sessionEnded={<SessionEnded />} />
    </FixedWidthLayout>
  );
}
