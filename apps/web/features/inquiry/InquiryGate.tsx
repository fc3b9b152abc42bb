'use client';
import type { ReactNode } from 'react';
import type { InquiryDetail, InquiryMode } from '@sw/protocol';
import { EmptyState } from '@/ui/EmptyState';
import { DocumentIcon, WarningIcon } from '@/ui/icons';

export { BackLink } from '@/ui/BackLink';
import { inquiryHref } from './format';
import { useInquiry } from './useInquiry';

function Skeleton() {
  return (
    <div className="space-y-5" aria-busy="true" aria-label="Loading the inquiry" data-testid="inquiry-loading">
      <div className="h-4 w-32 animate-pulse rounded bg-line/60" />
      <div className="h-9 w-72 animate-pulse rounded bg-line/60" />
      <div className="h-28 animate-pulse rounded-[4px] border border-line bg-surface-muted" />
      <div className="h-56 animate-pulse rounded-[4px] border border-line bg-surface-muted" />
    </div>
  );
}

/** Loads one of the member's inquiries and renders `children` with it; says so in words when it cannot. */
export function InquiryGate({
  inquiryId, mode, children,
}: {
  inquiryId: string;
  mode: InquiryMode | null;
  children: (detail: InquiryDetail, set: (next: InquiryDetail) => void, reload: () => void) => ReactNode;
}) {
  const inquiry = useInquiry(inquiryId, mode);
  if (inquiry.state === 'loading') return <Skeleton />;
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
    return (
      <div role="alert" className="flex flex-col items-center rounded-[4px] border border-line bg-surface-muted/60 px-6 py-14 text-center" data-testid="inquiry-error">
        <WarningIcon size={28} className="text-accent" />
        <h2 className="mt-4 font-display text-[26px] leading-tight text-ink">We could not open this inquiry just now</h2>
        <p className="mt-2 max-w-md text-[14px] leading-relaxed text-ink-muted">{inquiry.message}</p>
        <button type="button" className="btn btn-primary mt-6" onClick={inquiry.reload}>Try again</button>
      </div>
    );
  }
  return <>{children(inquiry.detail, inquiry.set, inquiry.reload)}</>;
}
