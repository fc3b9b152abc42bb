'use client';
import type { ReactNode } from 'react';
import type { InquiryDetail, InquiryMode } from '@sw/protocol';
import { DocumentIcon } from '@/ui/icons';
import { RecordGate } from '@/ui/RecordStates';

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
  return (
    <RecordGate record={inquiry} noun="inquiry" icon={DocumentIcon} list={{ href: inquiryHref.list, label: 'My Inquiry' }}>
      {(detail) => children(detail, inquiry.set, inquiry.reload)}
    </RecordGate>
  );
}
