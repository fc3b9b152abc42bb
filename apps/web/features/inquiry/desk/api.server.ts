import { staffInquiry, staffMargin } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { notFoundWhenMissing, requireStaff } from '@/lib/staff.server';
import { loadTechniqueNames } from '@/lib/techniques.server';
import type { QueueInput } from './queueQuery';

/** The inquiry desk's loaders (staff only: anyone else gets the 404 page before anything is asked). */

export async function loadQueue(input: QueueInput) {
  await requireStaff();
  return memberCall(staffInquiry.inquiryQueue, input);
}

/** One inquiry for the desk, with the technique names its lines use; an unknown id is the 404 page. */
export async function loadStaffInquiry(inquiryId: string) {
  await requireStaff();
  const [view, techniqueNames] = await Promise.all([memberCall(staffInquiry.inquiryView, { inquiryId }), loadTechniqueNames()]);
  return { result: notFoundWhenMissing(view), techniqueNames };
}

/** The sales manager's queue of drafts below the margin floor (issue 52). */
export async function loadApprovalQueue() {
  await requireStaff();
  return memberCall(staffMargin.approvals, {});
}
