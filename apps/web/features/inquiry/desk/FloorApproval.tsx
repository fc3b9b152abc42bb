'use client';
import { useState } from 'react';
import type { QuotationApproval } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { compactInput } from '@/ui/console';
import { labelClass } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';

/** The latest request's state, as the sales person reads it in the editor. */
function ApprovalState({ approval }: { approval: QuotationApproval }) {
  if (approval.status === 'pending') {
    return (
      <p className="text-[13px] text-ink" data-testid="approval-state">
        Waiting for a sales manager’s approval since {dateTimeText(approval.askedAt)}. The draft cannot change or be sent until it is decided.
      </p>
    );
  }
  if (approval.status === 'returned') {
    return (
      <p className="text-[13px] text-ink" data-testid="approval-state">
        Returned by {approval.decidedBy?.nick || 'a sales manager'}: <q>{approval.decisionNote}</q>
      </p>
    );
  }
  return null;
}

/**
 * Under the editor's buttons when a price is below its floor and the member may not pass it: the request's state,
 * and "Ask for approval" with a note for the sales manager (the draft is saved first).
 */
export function FloorApproval({
  approval, below, busy, onAsk,
}: { approval: QuotationApproval | null; below: boolean; busy: boolean; onAsk: (note: string) => void }) {
  const [note, setNote] = useState('');
  const pending = approval?.status === 'pending';
  if (!below && !pending && approval?.status !== 'returned') return null;
  return (
    <div className="mt-4 rounded-[3px] border border-amber-700/30 bg-amber-50 px-4 py-3" data-testid="floor-approval">
      <h3 className="text-[13px] font-semibold text-ink">Margin floor</h3>
      {approval ? <ApprovalState approval={approval} /> : null}
      {below && !pending ? (
        <>
          <p className="mt-1 text-[13px] text-ink">Some prices are below their margin floor: a sales manager approves them before the buyer gets the quotation.</p>
          <label className="mt-2 block">
            <span className={labelClass}>Note for the sales manager</span>
            <textarea
              name="approvalNote"
              rows={2}
              maxLength={1000}
              className={`${compactInput} !h-auto resize-y bg-surface py-2`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <div className="mt-2 flex justify-end">
            <button type="button" className="btn btn-outline h-10 min-h-10 bg-surface disabled:opacity-60" disabled={busy} aria-busy={busy || undefined} data-testid="ask-approval" onClick={() => onAsk(note)}>
              {busy ? <ButtonSpinner /> : null}
              Ask for approval
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
