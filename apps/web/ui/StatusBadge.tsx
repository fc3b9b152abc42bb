import type { ReactNode } from 'react';

/**
 * The one status badge of the site, storefront and console: each domain maps its statuses to these tones once
 * (features/<domain>/format.ts). `action` is the sales team's turn, so it only appears in the console.
 */
const TONE_CLASS = {
  action: 'border-accent bg-accent text-white',
  new: 'border-line-strong bg-surface-muted text-ink',
  accent: 'border-accent-line bg-accent-soft text-accent-strong',
  working: 'border-amber-700/30 bg-amber-50 text-amber-900',
  moving: 'border-sky-700/30 bg-sky-50 text-sky-900',
  done: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  closed: 'border-line bg-surface-muted text-ink-muted',
  problem: 'border-red-700/30 bg-red-50 text-red-800',
} as const;

export type StatusTone = keyof typeof TONE_CLASS;

/** Storefront pills breathe; the console's are at its density (`dense`). */
const SIZE_CLASS = {
  regular: 'px-2.5 py-1 text-[10.5px] tracking-[0.14em]',
  dense: 'px-2 py-0.5 text-[11px] tracking-[0.08em]',
};

/** A status as a small rounded label in its tone; `data-status` carries the status for tests and styles. */
export function StatusBadge({
  tone, children, status, testId, dense = false,
}: { tone: StatusTone; children: ReactNode; status?: string; testId?: string; dense?: boolean }) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-flex flex-none items-center whitespace-nowrap rounded-full border font-medium uppercase ${SIZE_CLASS[dense ? 'dense' : 'regular']} ${TONE_CLASS[tone]}`}
    >
      {children}
    </span>
  );
}
