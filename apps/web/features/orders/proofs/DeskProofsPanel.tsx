'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { LineProofs, OrderProofs } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { ConsolePanel } from '@/ui/console';
import { EarlierVersions, LineProofHead } from './BuyerLineProofs';
import { ProofVersionCard } from './ProofVersionCard';
import { orderProofsStore } from './store';
import { loadDeskProofs } from './api';
import { PostProofForm } from './PostProofForm';

/** One customized line for the desk: the latest version beside the previous one, and the next version to post. */
function DeskLineProofs({ orderId, line, open, onPosted }: { orderId: string; line: LineProofs; open: boolean; onPosted: (next: OrderProofs) => void }) {
  const [replacing, setReplacing] = useState(false);
  const [latest, previous, ...older] = line.versions;
  // The sales team's turn: no proof yet, or changes asked. A proof still with the buyer may be replaced.
  const ourTurn = line.state === 'awaiting_proof' || line.state === 'changes_requested';
  const next = !open ? null : ourTurn || replacing ? (
    <PostProofForm
      orderId={orderId}
      line={line}
      onCancel={replacing ? () => setReplacing(false) : undefined}
      onPosted={(posted) => {
        setReplacing(false);
        onPosted(posted);
      }}
    />
  ) : line.state === 'pending' ? (
    <button type="button" className="btn btn-outline h-9 min-h-9 px-4" onClick={() => setReplacing(true)} data-testid="proof-replace">
      Post a new version instead
    </button>
  ) : null;
  return (
    <section className="@container pt-5 first:pt-0" data-testid="desk-proof-line" data-line-id={line.lineId} data-state={line.state}>
      <LineProofHead line={line} side="staff" />
      {latest ? (
        <div className="grid items-start gap-4 @xl:grid-cols-2">
          <ProofVersionCard version={latest} side="staff" latest />
          {previous ? <ProofVersionCard version={previous} side="staff" /> : next}
        </div>
      ) : (
        <>
          <p className="mb-3 text-[13px] text-ink-muted">No proof yet: production waits for the buyer to approve one.</p>
          {next}
        </>
      )}
      {latest && previous && next ? <div className="mt-4">{next}</div> : null}
      <EarlierVersions versions={older} side="staff" />
    </section>
  );
}

/** The order's artwork proofs at the desk; a posted version refreshes the page (the production gate follows it). */
export function DeskProofsPanel({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { value: proofs, set } = useLoad(`desk-proofs:${orderId}`, async () => {
    const result = await loadDeskProofs(orderId);
    const loaded = result.ok ? result.data : null;
    orderProofsStore.set(loaded);
    return loaded;
  });
  if (!proofs?.lines.length) return null;
  const approved = proofs.lines.filter((line) => line.state === 'approved').length;
  const posted = (next: OrderProofs) => {
    set(next);
    orderProofsStore.set(next);
    router.refresh();
  };
  return (
    <ConsolePanel
      title="Artwork proofs"
      testId="desk-proofs"
      actions={<span className="text-[12px] tabular-nums text-ink-muted">{approved} of {proofs.lines.length} approved</span>}
    >
      {!proofs.open ? <p className="mb-4 text-[13px] text-ink-muted">Proofs are posted and decided only while the order is placed or confirmed.</p> : null}
      <div className="divide-y divide-line [&>section+section]:mt-5">
        {proofs.lines.map((line) => <DeskLineProofs key={line.lineId} orderId={proofs.orderId} line={line} open={proofs.open} onPosted={posted} />)}
      </div>
    </ConsolePanel>
  );
}
