import { staffMargin } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { requireStaff } from '@/lib/staff.server';

/** The costs and floors screen's first answer: the default and category floors, and the goods a code names. */
export async function loadMarginScreen(code: string | undefined) {
  const staff = await requireStaff();
  return { staff, settings: await memberCall(staffMargin.marginSettings, code ? { code } : {}) };
}
