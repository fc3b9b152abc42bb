import type { InquiryStatus } from '@sw/protocol';
import { STATUS_LABEL, STATUS_TONE, type StatusTone } from './format';

const TONE_CLASS: Record<StatusTone, string> = {
  action: 'border-accent bg-accent text-white',
  waiting: 'border-accent-line bg-accent-soft text-accent-strong',
  done: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  closed: 'border-line bg-surface-muted text-ink-muted',
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      data-testid="inquiry-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-[2px] border px-2 py-0.5 text-[11px] font-medium uppercase tracking-[0.08em] ${TONE_CLASS[STATUS_TONE[status]]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}

/** Unread buyer messages, as a small counter. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      title={`${count} unread message${count === 1 ? '' : 's'} from the buyer`}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] font-semibold leading-5 text-white"
    >
      {count}
    </span>
  );
}

/** A badge in one of the desk's tones, for states other than an inquiry's (access, leads, accounts). */
export function ToneBadge({ tone, children, testId }: { tone: StatusTone; children: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center whitespace-nowrap rounded-[2px] border px-2 py-0.5 text-[11px] font-medium uppercase tracking-[0.08em] ${TONE_CLASS[tone]}`}
    >
      {children}
    </span>
  );
}
