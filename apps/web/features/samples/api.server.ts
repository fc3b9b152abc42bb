import { samples } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';

/** The console's sample rules (staff only). */
export async function loadSampleSettings() {
  await requireStaff();
  return memberCall(samples.sampleSettings, {});
}
