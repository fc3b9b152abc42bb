import type { InquiryCreated, InquiryMode } from '@sw/protocol';

/** /success after sending an inquiry: what was sent, and where to follow it. */
export const successHref = (created: Pick<InquiryCreated, 'inquiryId' | 'inquiryNo'>, mode: InquiryMode) =>
  `/success?inquiryNo=${encodeURIComponent(created.inquiryNo)}&inquiryId=${encodeURIComponent(created.inquiryId)}&mode=${mode}`;
