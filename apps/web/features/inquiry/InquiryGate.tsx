'use client';
import type { ReactNode } from 'react';
import type { InquiryDetail, InquiryMode } from '@sw/protocol';
import { EmptyState } from '@/ui/EmptyState';
import { DocumentIcon } from '@/ui/icons';
import { RecordProblem, RecordSkeleton } from '@/ui/RecordStates';

export { BackLink } from '@/ui/BackLink';
import { inquiryHref } from './format';
import { useInquiry } from './useInquiry';

/** Loads one of the member's inquiries and renders `children` with it; says so in words when it cannot. */
export function InquiryGate({
  inquiryId, mode, children,
}: {
  inquiryId: string;
  mode: InquiryMode | null;
  children: (detail: InquiryDetail, set: (next: InquiryDetail) => void, reload: () => void) => ReactNode;
}) {
  const inquiry = useInquiry(inquiryId, mode);
  if (inquiry.state === 'loading') return <RecordSkeleton label="Loading the inquiry" testId="inquiry-loading" />;
  if (inquiry.state === 'missing') {
    return (
      <div data-testid="inquiry-missing">
        <EmptyState icon={DocumentIcon} title="Inquiry not found" actions={[{ href: inquiryHref.list, label: 'My Inquiry', primary: true }]}>
          {inquiry.message} It may belong to another account, or the link may be incomplete.
        </EmptyState>
      </div>
    );
  }
  if (inquiry.state === 'error') {
    return <RecordProblem title="We could not open this inquiry just now" message={inquiry.message} onRetry={inquiry.reload} testId="inquiry-error" />;
  }
  return <>{children(inquiry.detail, inquiry.set, inquiry.reload)}</>;
}
