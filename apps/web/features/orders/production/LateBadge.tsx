import { dateText } from '@/lib/format';
import { StatusBadge } from '@/ui/StatusBadge';

/** 'Late' on the desk: the order's promised ship day has passed and it has not shipped. */
export function LateBadge({ promisedShipDate }: { promisedShipDate: string | null }) {
  return (
    <span title={promisedShipDate ? `Promised to ship by ${dateText(promisedShipDate)}` : undefined} className="inline-flex">
      <StatusBadge tone="problem" status="late" testId="order-late" dense>
        Late
      </StatusBadge>
    </span>
  );
}
