'use client';
import Link from 'next/link';
import type { InquiryDetail, InquiryMode } from '@sw/protocol';
import { EmptyState } from '@/ui/EmptyState';
import { LockIcon } from '@/ui/icons';
import { inquiryHref, modeLabel, STATUS_TEXT } from './format';
import { BackLink, InquiryGate } from './InquiryGate';
import { PreciseEdit } from './PreciseEdit';
import { QuickInquiryForm } from './QuickInquiryForm';

function Body({ detail }: { detail: InquiryDetail }) {
  return (
    <div data-testid="inquiry-edit" data-mode={detail.mode}>
      <BackLink href={inquiryHref.details(detail.inquiryId, detail.mode)}>Inquiry {detail.inquiryNo}</BackLink>
      <header className="mb-6">
        <p className="eyebrow">{modeLabel(detail.mode)} · {detail.inquiryNo}</p>
        <h1 className="mt-2 font-display text-[30px] leading-tight text-ink sm:text-[36px]">Edit inquiry</h1>
        <p className="mt-2 max-w-2xl text-[13.5px] text-ink-muted">
          Changes stay a draft until you send them; the{' '}
          <Link href={inquiryHref.original(detail.inquiryId, detail.mode)} className="underline decoration-accent/60 underline-offset-4 hover:text-ink">original request</Link> is kept as it was.
        </p>
      </header>
      {!detail.editable ? (
        <div data-testid="edit-locked">
          <EmptyState icon={LockIcon} title="This inquiry can no longer be edited" actions={[{ href: inquiryHref.details(detail.inquiryId, detail.mode), label: 'Back to the inquiry', primary: true }]}>
            It is {STATUS_TEXT[detail.status].label.toLowerCase()}.{' '}
            {detail.status === 'quoted' ? 'To change it, ask for a revision of the quotation.' : 'Send a new inquiry for anything else.'}
          </EmptyState>
        </div>
      ) : detail.mode === 0 ? (
        <QuickInquiryForm editing={detail} />
      ) : (
        <PreciseEdit initial={detail} />
      )}
    </div>
  );
}

/** /inquiry/edit?inquiryId=: the quick form again, or the precise lines, address and remarks, while editable. */
export function InquiryEditView({ inquiryId, mode }: { inquiryId: string; mode: InquiryMode | null }) {
  return <InquiryGate inquiryId={inquiryId} mode={mode}>{(detail) => <Body detail={detail} />}</InquiryGate>;
}
