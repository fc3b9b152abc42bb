import { type InputOf, reorder, sampleCredit, staffOrder } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';
import { notFoundWhenMissing, requireStaff } from '@/lib/staff.server';
import { loadTechniqueNames } from '@/lib/techniques.server';
import type { OrderQueueInput } from './queueQuery';

/** The order desk's loaders (staff only: anyone else gets the 404 page before anything is asked). */

export async function loadOrderQueue(input: OrderQueueInput) {
  await requireStaff();
  return memberCall(staffOrder.orderQueue, input);
}

/** The sample → bulk conversion page (staff/sampleConversion.do). */
export async function loadSampleConversion(input: InputOf<typeof sampleCredit.sampleConversion>) {
  await requireStaff();
  return memberCall(sampleCredit.sampleConversion, input);
}

/** One order for the desk, with the techniques' names as the buyer chose them; an unknown id is the 404 page. */
export async function loadStaffOrder(orderId: string) {
  await requireStaff();
  const [view, techniqueNames] = await Promise.all([memberCall(staffOrder.orderView, { orderId }), loadTechniqueNames()]);
  return { result: notFoundWhenMissing(view), techniqueNames };
}

/** The sales team's due-to-reorder call list, one page. */
export async function loadDueToReorder(pageNum: number) {
  await requireStaff();
  return memberCall(reorder.dueToReorder, { pageNum });
}
