/** The storefront's status tones (a buyer's inquiries and orders), each status mapped to one by its feature. */
const PILL_TONE = {
  new: 'border-line-strong bg-surface-muted text-ink',
  accent: 'border-accent-line bg-accent-soft text-accent-strong',
  working: 'border-amber-700/30 bg-amber-50 text-amber-900',
  moving: 'border-sky-700/30 bg-sky-50 text-sky-900',
  done: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  closed: 'border-line bg-surface-muted text-ink-muted',
} as const;

export type PillTone = keyof typeof PILL_TONE;

/** A status as a small rounded label in its tone; `data-status` carries the status for tests and styles. */
export function StatusPill({ status, tone, label, testId }: { status: string; tone: PillTone; label: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-flex flex-none items-center whitespace-nowrap rounded-full border px-2.5 py-1 text-[10.5px] font-medium uppercase tracking-[0.14em] ${PILL_TONE[tone]}`}
    >
      {label}
    </span>
  );
}
