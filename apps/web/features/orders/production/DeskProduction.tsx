'use client';
import { useState } from 'react';
import type { OrderStatus } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { ConsolePanel } from '@/ui/console';
import { Dialog } from '@/ui/Dialog';
import { MilestoneSteps, ProductionTimeline } from './ProductionTimeline';
import { loadStaffTimeline, refusalText } from './api';
import { UpdateForm } from './UpdateForm';

/**
 * The desk's production panel: the same timeline the buyer sees, and 'Post an update' while the order is in production
 * (the back-end refuses it in any other state, with the reason).
 */
export function DeskProduction({ orderId, orderNo, status }: { orderId: string; orderNo: string; status: OrderStatus }) {
  const { value, set } = useLoad(`desk-production:${orderId}:${status}`, () => loadStaffTimeline(orderId));
  const [posting, setPosting] = useState(false);
  const timeline = value?.ok ? value.data : null;
  const action = timeline?.canPost ? (
    <button type="button" className="btn btn-primary h-9 min-h-9 px-4" onClick={() => setPosting(true)} data-testid="production-post">
      Post an update
    </button>
  ) : null;

  return (
    <ConsolePanel title="Production updates" actions={action} testId="desk-production">
      {!value ? <p className="text-[13px] text-ink-muted">Loading…</p> : null}
      {value && !value.ok ? <p className="text-[13px] text-red-800" role="alert">The updates could not be loaded: {refusalText(value)}</p> : null}
      {timeline ? (
        <>
          <MilestoneSteps updates={timeline.updates} />
          <div className="mt-4 border-t border-line pt-4">
            {timeline.updates.length ? (
              <ProductionTimeline updates={timeline.updates} />
            ) : (
              <p className="text-[13px] text-ink-muted" data-testid="production-empty">
                {timeline.canPost
                  ? 'No updates yet. Post one at each milestone: the buyer sees it on the order page and is emailed.'
                  : 'Updates are posted while the order is in production.'}
              </p>
            )}
          </div>
        </>
      ) : null}
      <Dialog
        open={posting}
        onOpenChange={setPosting}
        title={`Production update for ${orderNo}`}
        description="The buyer sees it in the order's timeline and is emailed the note and the inspection."
      >
        <UpdateForm
          orderId={orderId}
          onCancel={() => setPosting(false)}
          onPosted={(next) => {
            set({ ok: true, stop: false, data: next });
            setPosting(false);
          }}
        />
      </Dialog>
    </ConsolePanel>
  );
}
