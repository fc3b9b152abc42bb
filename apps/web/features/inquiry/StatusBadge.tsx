import type { InquiryStatus } from '@sw/protocol';
import { STATUS_TEXT, STATUS_TONE } from './format';

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      data-testid="inquiry-status"
      data-status={status}
      className={`inline-flex flex-none items-center whitespace-nowrap rounded-full border px-2.5 py-1 text-[10.5px] font-medium uppercase tracking-[0.14em] ${STATUS_TONE[status]}`}
    >
      {STATUS_TEXT[status].label}
    </span>
  );
}
