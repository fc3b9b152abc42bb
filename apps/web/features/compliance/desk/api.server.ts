import { compliance, type InputOf } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';

/** The compliance library (staff only; a 404 for anyone else). */
export async function loadComplianceLibrary(input: InputOf<typeof compliance.complianceLibrary>) {
  await requireStaff();
  return memberCall(compliance.complianceLibrary, input);
}
