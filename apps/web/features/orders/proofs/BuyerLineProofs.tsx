'use client';
import { useState } from 'react';
import { PROOF_LIMITS, type LineProofs, type OrderProofs } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { StatusBadge } from '@/ui/StatusBadge';
import { approveProof, refusalText } from './api';
import { ChangeRequestForm, type DraftPin } from './ChangeRequestForm';
import { LINE_PROOF_TEXT } from './format';
import { ProofVersionCard } from './ProofVersionCard';
import { useIsViewer } from '@/lib/member';

/** Versions before the previous one, folded away. */
export function EarlierVersions({ versions, side }: { versions: LineProofs['versions']; side: 'buyer' | 'staff' }) {
  if (!versions.length) return null;
  return (
    <details className="mt-3 text-[13px]" data-testid="proof-earlier">
      <summary className="cursor-pointer text-ink-muted hover:text-ink">Earlier versions ({versions.length})</summary>
      <div className="mt-3 grid gap-4 @xl:grid-cols-2">
        {versions.map((version) => <ProofVersionCard key={version.proofId} version={version} side={side} />)}
      </div>
    </details>
  );
}

/** A line's title and where its artwork stands. */
export function LineProofHead({ line, side }: { line: LineProofs; side: 'buyer' | 'staff' }) {
  const state = LINE_PROOF_TEXT[side][line.state];
  return (
    <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="text-[15px] font-medium leading-snug text-ink">{line.title}</h3>
        {line.goodsCode ? <p className="text-[12px] text-ink-muted">{line.goodsCode}</p> : null}
      </div>
      <StatusBadge tone={state.tone} status={line.state} dense={side === 'staff'} testId="proof-line-state">{state.label}</StatusBadge>
    </header>
  );
}

/** One customized line for the buyer: the latest version beside the previous one, and the decision on the latest. */
export function BuyerLineProofs({ line, open, onChanged }: { line: LineProofs; open: boolean; onChanged: (next: OrderProofs) => void }) {
  const [asking, setAsking] = useState(false);
  const [pins, setPins] = useState<DraftPin[]>([]);
  const [busy, setBusy] = useState(false);
  const [latest, previous, ...older] = line.versions;
  // A viewer sees the proofs but decides nothing (the back-end refuses it with 20011).
  const viewer = useIsViewer();
  const canDecide = open && latest?.status === 'pending' && !viewer;

  async function approve() {
    if (!latest) return;
    const ok = await confirm({
      title: `Approve version ${latest.version}?`,
      message: `The artwork of ${line.title} is then locked, and production works from this proof.`,
      confirmText: 'Approve proof',
      cancelText: 'Not yet',
    });
    if (!ok) return;
    setBusy(true);
    const result = await approveProof(latest.proofId);
    setBusy(false);
    if (!result.ok) return toast.warning(refusalText(result), 5000);
    toast.success(`Proof version ${latest.version} approved; our sales team is told.`);
    onChanged(result.data);
  }

  const addPin = (x: number, y: number) => setPins((current) => (current.length >= PROOF_LIMITS.maxPins ? current : [...current, { x, y, note: '' }]));
  const next = asking && latest ? (
    <ChangeRequestForm
      proof={latest}
      pins={pins}
      onPinsChange={setPins}
      onCancel={() => setAsking(false)}
      onSent={(sent) => {
        setAsking(false);
        toast.success('Your changes are sent; our sales team will post a new version.');
        onChanged(sent);
      }}
    />
  ) : canDecide ? (
    <div className="rounded-[4px] border border-accent-line bg-accent-soft/40 p-4" data-testid="proof-decide">
      <p className="text-[13px] leading-relaxed text-ink">
        Please check version {latest.version}. Approving it locks the artwork of this line: production works from it.
      </p>
      <div className="mt-4 flex flex-col gap-2.5 sm:flex-row">
        <button type="button" className="btn btn-primary" onClick={() => void approve()} disabled={busy} data-testid="proof-approve">Approve proof</button>
        <button type="button" className="btn btn-outline" onClick={() => { setPins([]); setAsking(true); }} data-testid="proof-ask-changes">Ask for changes</button>
      </div>
    </div>
  ) : line.state === 'changes_requested' && latest ? (
    <p className="rounded-[4px] border border-dashed border-line-strong p-4 text-[13px] leading-relaxed text-ink-muted" data-testid="proof-next-coming">
      Version {latest.version + 1} will appear here, beside this one, once our sales team has made your changes. We will email you.
    </p>
  ) : null;
  return (
    <section className="@container pt-6 first:pt-0" data-testid="proof-line" data-line-id={line.lineId} data-state={line.state}>
      <LineProofHead line={line} side="buyer" />
      {!latest ? (
        <p className="text-[13px] leading-relaxed text-ink-muted">Our sales team is preparing the artwork proof of this line; we will email you when it is ready.</p>
      ) : (
        <div className="grid items-start gap-4 @xl:grid-cols-2">
          <ProofVersionCard version={latest} side="buyer" latest draftPins={asking ? pins : undefined} onPick={asking && latest.picture ? addPin : undefined} />
          {/* The previous version beside the latest; without one, what to do next takes its place. */}
          {previous ? <ProofVersionCard version={previous} side="buyer" /> : next}
        </div>
      )}
      {previous && next ? <div className="mt-4">{next}</div> : null}
      <EarlierVersions versions={older} side="buyer" />
    </section>
  );
}
