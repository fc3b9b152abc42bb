import type { InquiryMode, InquiryStatus } from '@sw/protocol';
import type { StatusTone } from '@/ui/StatusBadge';

/** The buyer's words for each status, and what it means for them. */
export const STATUS_TEXT: Record<InquiryStatus, { label: string; meaning: string }> = {
  submitted: { label: 'Submitted', meaning: 'Our sales team is preparing your quotation (usually within 24 hours).' },
  quoted: { label: 'Quoted', meaning: 'Your quotation is ready: accept it, ask for a revision, or decline.' },
  revision_requested: { label: 'Revision requested', meaning: 'Our sales team is revising the quotation as you asked.' },
  accepted: { label: 'Accepted', meaning: 'You accepted the quotation: place the order while its prices hold.' },
  declined: { label: 'Declined', meaning: 'This inquiry is closed.' },
  expired: { label: 'Expired', meaning: 'The quotation passed its validity date. Ask again for current prices.' },
};

/** Each status's tone in the status pill. */
export const STATUS_TONE: Record<InquiryStatus, StatusTone> = {
  submitted: 'new',
  quoted: 'accent',
  revision_requested: 'working',
  accepted: 'done',
  declined: 'closed',
  expired: 'closed',
};

/** The sales team's words for each status (the console's inquiry desk). */
export const DESK_STATUS_LABEL: Record<InquiryStatus, string> = {
  submitted: 'New',
  quoted: 'Quoted',
  revision_requested: 'Revision requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** The desk's tones: statuses waiting for the sales team stand out (`action`); final ones fade. */
export const DESK_STATUS_TONE: Record<InquiryStatus, StatusTone> = {
  submitted: 'action',
  revision_requested: 'action',
  quoted: 'accent',
  accepted: 'done',
  declined: 'closed',
  expired: 'closed',
};

export const modeLabel = (mode: InquiryMode) => (mode === 0 ? 'Quick inquiry' : 'Precise inquiry');

export { dateText, dateTimeText, isPastDay, moneyText, pcs } from '@/lib/format';

export { inquiryHref } from '@/lib/links';

/** ?mode=0|1 of a URL, or null when it is missing or wrong. */
export function modeParam(value: string | string[] | undefined | null): InquiryMode | null {
  return value === '0' ? 0 : value === '1' ? 1 : null;
}
