import type { Metadata } from 'next';
import { InquirySent } from '@/features/inquiry/InquirySent';
import { modeParam } from '@/features/inquiry/format';
import { FixedWidthLayout } from '@/features/layout';
import { EmptyState } from '@/ui/EmptyState';
import { CheckIcon } from '@/ui/icons';

export const metadata: Metadata = { title: 'Sent', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 64) : '');

/** /success: the confirmation after sending something (an inquiry now; orders later). */
export default async function SuccessPage({ searchParams }: Props) {
  const params = await searchParams;
  const inquiryNo = one(params.inquiryNo);
  return (
    <FixedWidthLayout>
      {inquiryNo ? (
        <InquirySent inquiryNo={inquiryNo} inquiryId={/^\d{1,18}$/.test(one(params.inquiryId)) ? one(params.inquiryId) : ''} mode={modeParam(params.mode)} />
      ) : (
        <EmptyState icon={CheckIcon} title="Done" actions={[{ href: '/inquiry/list', label: 'My Inquiry', primary: true }, { href: '/goods/list', label: 'Browse products' }]}>
          What you sent has reached us. Your inquiries and their quotations are listed under My Inquiry.
        </EmptyState>
      )}
    </FixedWidthLayout>
  );
}
