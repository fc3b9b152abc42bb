import type { PriceListState } from '@sw/protocol';

const LOOK: Record<PriceListState, string> = {
  active: 'bg-accent-soft text-accent-strong',
  scheduled: 'bg-surface-muted text-ink',
  ended: 'bg-surface-muted text-ink-muted line-through',
};

/** Whether a list runs today, starts later or has ended (its days, both inclusive). */
export function ListStatePill({ state }: { state: PriceListState }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-[11px] ${LOOK[state]}`} data-testid="list-state">{state}</span>;
}

/** '1 Mar 2027 – 15 Mar 2027', 'from 1 Mar 2027', 'always'. */
export function daysText(from: string | null, until: string | null, dateText: (day: string) => string): string {
  if (from && until) return `${dateText(from)} – ${dateText(until)}`;
  if (from) return `from ${dateText(from)}`;
  if (until) return `until ${dateText(until)}`;
  return 'always';
}
