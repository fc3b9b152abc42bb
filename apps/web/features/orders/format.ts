import type { ActivityEntry, OrderStatus, StatusStep } from '@sw/protocol';
import { inquiryHref, orderHref } from '@/lib/links';
import type { StatusTone } from '@/ui/StatusBadge';

/** The buyer's words for each order status, and what it means for them now. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, { label: string; meaning: string }> = {
  awaiting_approval: { label: 'Awaiting approval', meaning: 'The order is above your company’s approval amount: an admin of your company approves it before it goes to our sales team. Until then you can still cancel it.' },
  placed: { label: 'Placed', meaning: 'We have your order. Our sales team checks it and confirms it, usually within one working day; until then you can still cancel it, and nothing is to be paid yet.' },
  confirmed: { label: 'Confirmed', meaning: 'Your order is confirmed. Download the proforma invoice for the deposit; production starts once it arrives.' },
  in_production: { label: 'In production', meaning: 'Your goods are being made and checked. We ship them at the end of the lead time.' },
  shipped: { label: 'Shipped', meaning: 'Your goods are on their way: follow them with the carrier’s tracking number, and confirm receipt when they arrive.' },
  completed: { label: 'Completed', meaning: 'The order is delivered and closed. Thank you for your business.' },
  cancelled: { label: 'Cancelled', meaning: 'This order is cancelled; nothing will be made or shipped.' },
  rejected: { label: 'Rejected', meaning: 'An admin of your company did not approve this order; nothing will be made. The quotation can be ordered again while it is valid.' },
};

/** Each status's tone in the status pill. */
export const ORDER_STATUS_TONE: Record<OrderStatus, StatusTone> = {
  awaiting_approval: 'working',
  placed: 'new',
  confirmed: 'accent',
  in_production: 'working',
  shipped: 'moving',
  completed: 'done',
  cancelled: 'closed',
  rejected: 'closed',
};

/** The order's way from placed to completed, for the progress bar (cancelled stands apart). */
export const ORDER_PROGRESS: readonly OrderStatus[] = ['placed', 'confirmed', 'in_production', 'shipped', 'completed'];

export const orderStatusLabel = (status: string) => ORDER_STATUS_TEXT[status as OrderStatus]?.label ?? status;

/** A history step in words: 'Order placed', then each status. */
export function orderStepText(step: StatusStep): string {
  if (step.from === null) return step.to === 'awaiting_approval' ? 'Order placed, awaiting approval' : 'Order placed';
  if (step.from === 'awaiting_approval' && step.to === 'placed') return 'Approved';
  return orderStatusLabel(step.to);
}

/** When each status of the progress was reached (the latest time, if a status was reached twice). */
export function reachedAt(history: readonly StatusStep[]): Partial<Record<OrderStatus, string>> {
  const at: Partial<Record<OrderStatus, string>> = {};
  for (const step of history) at[step.to as OrderStatus] = step.at;
  return at;
}

/** Where an activity entry leads: its order, or its inquiry. */
export function activityHref(entry: Pick<ActivityEntry, 'ref'>): string {
  return entry.ref.type === 'order' ? orderHref.details(entry.ref.id) : inquiryHref.details(entry.ref.id);
}

export { dateText, dateTimeText, moneyText, pcs } from '@/lib/format';
