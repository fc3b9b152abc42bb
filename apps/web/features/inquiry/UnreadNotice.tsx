import type { InquiryDetail } from '@sw/protocol';
import { UnreadNotice as Notice } from '@/ui/UnreadNotice';
import { inquiryHref } from './format';

/** The id of the inquiry page's message thread, the notice's target. */
export const THREAD_ANCHOR = 'messages';

/**
 * Unread messages from the sales team, said at the top of the inquiry and quotation pages (the thread itself
 * sits at the end of the inquiry page, after the goods): a link jumps to it.
 */
export function UnreadNotice({ detail, onInquiryPage }: { detail: InquiryDetail; onInquiryPage: boolean }) {
  return <Notice count={detail.unread} href={`${onInquiryPage ? '' : inquiryHref.details(detail.inquiryId, detail.mode)}#${THREAD_ANCHOR}`} />;
}
