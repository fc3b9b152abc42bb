import type { OrderKind } from '@sw/protocol';
import { StatusBadge } from '@/ui/StatusBadge';

/** 'Sample order' beside a sample order's number (the buyer's list and detail, the order desk); nothing for a bulk order. */
export function SampleOrderBadge({ kind, dense = false }: { kind: OrderKind; dense?: boolean }) {
  if (kind !== 'sample') return null;
  return (
    <StatusBadge tone="accent" status="sample" testId="sample-order-badge" dense={dense}>
      Sample order
    </StatusBadge>
  );
}
