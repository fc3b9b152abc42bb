import Link from 'next/link';
import type { InquiryMode } from '@sw/protocol';
import { SentCard } from '@/ui/SentCard';
import { inquiryHref, modeLabel } from './format';

const NEXT_STEPS = [
  'Our sales team checks your request and prepares a quotation, usually within 24 hours.',
  'You get an email when it is ready; the quotation shows each line’s price per quantity, the lead time and how long the prices hold.',
  'Accept it, ask for a revision, or write to us in the inquiry’s messages at any time.',
];

/** /success after an inquiry: what was sent and what happens next, with the way to the inquiry. */
export function InquirySent({ inquiryNo, inquiryId, mode }: { inquiryNo: string; inquiryId: string; mode: InquiryMode | null }) {
  return (
    <SentCard
      testId="inquiry-sent"
      eyebrow={`${mode === null ? 'Inquiry' : modeLabel(mode)} sent`}
      title="Thank you, your inquiry is with our sales team"
      number={
        <>
          Inquiry number <strong className="font-medium tabular-nums tracking-wide text-ink" data-testid="sent-inquiry-no">{inquiryNo}</strong>
        </>
      }
      steps={NEXT_STEPS}
      actions={
        <>
          {inquiryId ? (
            <Link href={inquiryHref.details(inquiryId, mode ?? undefined)} className="btn btn-primary" data-testid="sent-view-inquiry">
              View the inquiry
            </Link>
          ) : null}
          <Link href={inquiryHref.list} className="btn btn-outline">My Inquiry</Link>
          <Link href="/goods/list" className="btn btn-outline">Continue browsing</Link>
        </>
      }
    />
  );
}
