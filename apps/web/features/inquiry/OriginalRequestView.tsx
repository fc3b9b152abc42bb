'use client';
import type { InquiryMode, OriginalRequest } from '@sw/protocol';
import { useTechniqueNames } from './api';
import { dateTimeText, inquiryHref, modeLabel } from './format';
import { BackLink, InquiryGate } from './InquiryGate';
import { RequestView } from './RequestView';

function Body({ original, inquiryNo, inquiryId, mode }: { original: OriginalRequest; inquiryNo: string; inquiryId: string; mode: InquiryMode }) {
  const techniqueNames = useTechniqueNames(original.mode !== 0);
  return (
    <div data-testid="original-request">
      <BackLink href={inquiryHref.details(inquiryId, mode)}>Inquiry {inquiryNo}</BackLink>
      <header className="mb-6">
        <p className="eyebrow">{modeLabel(original.mode)} · {inquiryNo}</p>
        <h1 className="mt-2 font-display text-[30px] leading-tight text-ink sm:text-[36px]">Original request</h1>
        <p className="mt-2 text-[13px] text-ink-muted">Exactly as you sent it on {dateTimeText(original.submittedAt)}, before any edit.</p>
      </header>
      <RequestView
        mode={original.mode}
        lines={original.lines}
        quick={original.quick}
        address={original.address}
        remark={original.remark}
        techniqueNames={techniqueNames}
      />
    </div>
  );
}

/** /inquiry/originalRequest?inquiryId=: what was first sent, unchanged by later edits. */
export function OriginalRequestView({ inquiryId, mode }: { inquiryId: string; mode: InquiryMode | null }) {
  return (
    <InquiryGate inquiryId={inquiryId} mode={mode}>
      {(detail) => <Body original={detail.original} inquiryNo={detail.inquiryNo} inquiryId={detail.inquiryId} mode={detail.mode} />}
    </InquiryGate>
  );
}
