import { payments } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';

/** The brands' bank details for the console's Payments page (staff only: anyone else gets the 404 page first). */
export async function loadPaymentInstructions() {
  await requireStaff();
  return memberCall(payments.paymentInstructions, {});
}
