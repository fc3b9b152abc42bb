import type { InquiryStatus } from '@sw/protocol';
import { StatusPill } from '@/ui/StatusPill';
import { STATUS_TEXT, STATUS_TONE } from './format';

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <StatusPill testId="inquiry-status" status={status} tone={STATUS_TONE[status]} label={STATUS_TEXT[status].label} />;
}
