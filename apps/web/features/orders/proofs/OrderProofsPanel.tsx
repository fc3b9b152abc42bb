'use client';
import type { OrderProofs } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { Panel } from '@/ui/Panel';
import { loadOrderProofs } from './api';
import { BuyerLineProofs } from './BuyerLineProofs';
import { orderProofsStore } from './store';

async function fetchProofs(orderId: string): Promise<OrderProofs | null> {
  const result = await loadOrderProofs(orderId);
  const proofs = result.ok ? result.data : null;
  orderProofsStore.set(proofs);
  return proofs;
}

/** The order's artwork proofs, one section per customized line; nothing for an order without customized lines. */
export function OrderProofsPanel({ orderId }: { orderId: string }) {
  const { value: proofs, set } = useLoad(`proofs:${orderId}`, () => fetchProofs(orderId));
  if (!proofs?.lines.length) return null;
  const approved = proofs.lines.filter((line) => line.state === 'approved').length;
  const changed = (next: OrderProofs) => {
    set(next);
    orderProofsStore.set(next);
  };
  return (
    <Panel
      title="Artwork proofs"
      testId="order-proofs"
      aside={<span className="text-[13px] text-ink-muted" data-testid="order-proofs-count">{approved} of {proofs.lines.length} approved</span>}
    >
      {proofs.open && approved < proofs.lines.length ? (
        <p className="mb-5 text-[13px] leading-relaxed text-ink-muted">
          Each customized line is made from the proof you approve. Production starts once every proof is approved.
        </p>
      ) : null}
      <div className="divide-y divide-line [&>section+section]:mt-6">
        {proofs.lines.map((line) => <BuyerLineProofs key={line.lineId} line={line} open={proofs.open} onChanged={changed} />)}
      </div>
    </Panel>
  );
}
