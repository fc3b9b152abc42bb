import { staffInquiry } from '@sw/protocol';
import { notFoundWhenMissing, requireStaff } from '@/lib/staff.server';
import { memberCall } from '@/lib/call.server';
import type { QueueInput } from './queueQuery';

export { requireStaff, staffMetadata } from '@/lib/staff.server';

export async function loadQueue(input: QueueInput) {
  await requireStaff();
  return memberCall(staffInquiry.inquiryQueue, input);
}

/** One inquiry for the desk; an unknown id is the 404 page. */
export async function loadStaffInquiry(inquiryId: string) {
  await requireStaff();
  return notFoundWhenMissing(await memberCall(staffInquiry.inquiryView, { inquiryId }));
}
