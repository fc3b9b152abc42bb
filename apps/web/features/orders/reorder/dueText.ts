import { dateText } from '@/lib/format';

const DAY_MS = 86_400_000;

/** 'Every 30 days' (the usual interval to one decimal, said in whole days when it is one). */
export const everyText = (days: number) =>
  days < 1 ? 'Ordered again within a day' : `Every ${Number.isInteger(days) ? days : days.toFixed(1)} day${days === 1 ? '' : 's'}`;

/** When the next order is due, in words a buyer reads at a glance: 'Due in 5 days', 'Due today', 'Overdue by 3 days'. */
export function dueText(dueAt: string, now: number = Date.now()): { text: string; overdue: boolean } {
  const days = Math.round((new Date(dueAt).getTime() - now) / DAY_MS);
  if (days > 0) return { text: `Due in ${days} day${days === 1 ? '' : 's'} · ${dateText(dueAt)}`, overdue: false };
  if (days === 0) return { text: `Due today`, overdue: false };
  return { text: `Overdue by ${-days} day${days === -1 ? '' : 's'} · was due ${dateText(dueAt)}`, overdue: true };
}
