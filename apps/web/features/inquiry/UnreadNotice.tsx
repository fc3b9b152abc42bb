import Link from 'next/link';
import type { InquiryDetail } from '@sw/protocol';
import { ChatIcon } from '@/ui/icons';
import { inquiryHref } from './format';

/** The id of the inquiry page's message thread, the notice's target. */
export const THREAD_ANCHOR = 'messages';

/**
 * Unread messages from the sales team, said at the top of the inquiry and quotation pages (the thread itself
 * sits at the end of the inquiry page, after the goods): a link jumps to it.
 */
export function UnreadNotice({ detail, onInquiryPage }: { detail: InquiryDetail; onInquiryPage: boolean }) {
  if (!detail.unread) return null;
  const words = detail.unread === 1 ? 'a new message' : `${detail.unread} new messages`;
  const href = `${onInquiryPage ? '' : inquiryHref.details(detail.inquiryId, detail.mode)}#${THREAD_ANCHOR}`;
  return (
    <div
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-[4px] border border-accent-line bg-accent-soft/50 px-5 py-4"
      role="status"
      data-testid="unread-notice"
    >
      <p className="flex items-center gap-2.5 text-[14px] font-medium text-ink">
        <ChatIcon size={18} className="flex-none text-accent-strong" />
        Our sales team sent you {words}.
      </p>
      <Link href={href} className="btn btn-outline h-10 min-h-10 px-4" data-testid="unread-read">
        Read {detail.unread === 1 ? 'it' : 'them'}
      </Link>
    </div>
  );
}
