import Link from 'next/link';
import type { InquiryMode } from '@sw/protocol';
import { CheckIcon } from '@/ui/icons';
import { inquiryHref, modeLabel } from './format';

const NEXT_STEPS = [
  'Our sales team checks your request and prepares a quotation, usually within 24 hours.',
  'You get an email when it is ready; the quotation shows each line’s price per quantity, the lead time and how long the prices hold.',
  'Accept it, ask for a revision, or write to us in the inquiry’s messages at any time.',
];

/** /success after an inquiry: what was sent and what happens next, with the way to the inquiry. */
export function InquirySent({ inquiryNo, inquiryId, mode }: { inquiryNo: string; inquiryId: string; mode: InquiryMode | null }) {
  return (
    <div className="mx-auto max-w-[720px] py-6 sm:py-10" data-testid="inquiry-sent">
      <div className="rounded-[4px] border border-line bg-surface px-6 py-10 text-center sm:px-12 sm:py-14">
        <span className="inline-flex size-16 items-center justify-center rounded-full border border-accent-line bg-accent-soft text-accent-strong">
          <CheckIcon size={28} />
        </span>
        <p className="eyebrow mt-6">{mode === null ? 'Inquiry' : modeLabel(mode)} sent</p>
        <h1 className="mt-2 font-display text-balance text-[30px] leading-tight text-ink sm:text-[38px]">Thank you, your inquiry is with our sales team</h1>
        <p className="mt-3 text-[15px] text-ink-muted">
          Inquiry number <strong className="font-medium tabular-nums tracking-wide text-ink" data-testid="sent-inquiry-no">{inquiryNo}</strong>
        </p>
        <ol className="mx-auto mt-8 max-w-[520px] space-y-4 text-left">
          {NEXT_STEPS.map((step, index) => (
            <li key={index} className="flex gap-4 text-[14px] leading-relaxed text-ink">
              <span className="font-display text-[20px] leading-none text-accent tabular-nums" aria-hidden="true">{index + 1}</span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {inquiryId ? (
            <Link href={inquiryHref.details(inquiryId, mode ?? undefined)} className="btn btn-primary" data-testid="sent-view-inquiry">
              View the inquiry
            </Link>
          ) : null}
          <Link href={inquiryHref.list} className="btn btn-outline">My Inquiry</Link>
          <Link href="/goods/list" className="btn btn-outline">Continue browsing</Link>
        </div>
      </div>
    </div>
  );
}
