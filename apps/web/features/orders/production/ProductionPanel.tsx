'use client';
import type { OrderStatus } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { useLoad } from '@/lib/useLoad';
import { Panel } from '@/ui/Panel';
import { loadProductionTimeline, refusalText } from './api';
import { MilestoneSteps, ProductionTimeline } from './ProductionTimeline';

/** Statuses whose order has (or had) production to show; before it, nothing is made yet. */
const PRODUCED: OrderStatus[] = ['in_production', 'shipped', 'completed', 'cancelled'];

/**
 * The buyer's production panel on the order page: the milestones reached, and every update from the factory with its
 * note, inspection, photos and videos (a click opens the viewer). Shown from production on; asks when it appears.
 */
export function ProductionPanel({ orderId, status, promisedShipDate }: { orderId: string; status: OrderStatus; promisedShipDate: string | null }) {
  const shown = PRODUCED.includes(status);
  const { value } = useLoad(shown ? `production:${orderId}:${status}` : null, () => loadProductionTimeline(orderId));
  if (!shown || !value) return null;
  if (!value.ok) {
    return (
      <Panel title="Production" testId="order-production">
        <p className="text-[14px] text-ink-muted" role="alert">The production updates could not be loaded: {refusalText(value)}</p>
      </Panel>
    );
  }
  const { updates } = value.data;
  if (!updates.length && status !== 'in_production') return null;
  return (
    <Panel
      title="Production"
      testId="order-production"
      aside={promisedShipDate && status === 'in_production' ? <span className="text-[13px] text-ink-muted">Promised to ship by <span className="font-medium text-ink">{dateText(promisedShipDate)}</span></span> : null}
    >
      <MilestoneSteps updates={updates} />
      <div className="mt-6 border-t border-line pt-6">
        {updates.length ? (
          <ProductionTimeline updates={updates} />
        ) : (
          <p className="text-[14px] leading-relaxed text-ink-muted" data-testid="production-empty">
            Your order is with the factory. Our team posts photos here at each step, from the materials to the packed cartons, and emails you each time.
          </p>
        )}
      </div>
    </Panel>
  );
}
