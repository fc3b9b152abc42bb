import { staffMail } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';
import type { MailQueueInput } from './queueQuery';

/** The Mail desk's loader (staff only: anyone else gets the 404 page before anything is asked). */
export async function loadMailOutbox(input: MailQueueInput) {
  await requireStaff();
  return memberCall(staffMail.mailOutbox, input);
}
