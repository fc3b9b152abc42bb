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
      numberLabel="Inquiry number"
      number={inquiryNo}
      numberTestId="sent-inquiry-no"
      steps={NEXT_STEPS}
      view={inquiryId ? { href: inquiryHref.details(inquiryId, mode ?? undefined), label: 'View the inquiry', testId: 'sent-view-inquiry' } : null}
      list={{ href: inquiryHref.list, label: 'My Inquiry' }}
    />
  );
}
