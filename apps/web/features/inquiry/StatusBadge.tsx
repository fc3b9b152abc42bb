import type { InquiryStatus } from '@sw/protocol';
import { StatusBadge } from '@/ui/StatusBadge';
import { DESK_STATUS_LABEL, DESK_STATUS_TONE, STATUS_TEXT, STATUS_TONE } from './format';

/** An inquiry's status: in the buyer's words, or (`desk`) the sales team's, at the console's density. */
export function InquiryStatusBadge({ status, desk = false }: { status: InquiryStatus; desk?: boolean }) {
  return (
    <StatusBadge testId="inquiry-status" status={status} tone={desk ? DESK_STATUS_TONE[status] : STATUS_TONE[status]} dense={desk}>
      {desk ? DESK_STATUS_LABEL[status] : STATUS_TEXT[status].label}
    </StatusBadge>
  );
}
