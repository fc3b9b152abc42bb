'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, type ApprovalQueueRow } from '@sw/protocol';
import { dateTimeText, moneyCodeText } from '@/lib/format';
import { staffInquiryHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { compactInput, ConsoleEmpty, ConsolePageHead, ConsolePanel } from '@/ui/console';
import { Alert, labelClass } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { approveBelowFloor, returnToSales } from './api';

const SOURCE: Record<string, string> = { goods: 'goods', category: 'category', default: 'default' };

/** The prices below their floor, one line each. */
function BelowList({ row }: { row: ApprovalQueueRow }) {
  return (
    <ul className="mt-2 space-y-1 text-[13px] tabular-nums text-ink" data-testid="below-floor">
      {row.below.map((b) => (
        <li key={`${b.lineIndex}-${b.minQty}`}>
          Line {b.lineIndex + 1} <span className="text-ink-muted">{b.title}</span>, from {b.minQty} pcs at {moneyCodeText(Number(b.unitPrice), row.currency)}:{' '}
          <span className="font-medium text-red-800">margin {b.margin ?? 'none'} %</span> against the {SOURCE[b.floor.source]} floor of {b.floor.percent} %
        </li>
      ))}
    </ul>
  );
}

/** One request: what was asked and why, and the manager's note with Approve and send, or Return. */
function ApprovalCard({ row }: { row: ApprovalQueueRow }) {
  const router = useRouter();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'return' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function decide(decision: 'approve' | 'return') {
    setBusy(decision);
    setFailure(null);
    try {
      const result = decision === 'approve' ? await approveBelowFloor(row.approvalId, note) : await returnToSales(row.approvalId, note);
      if (!result.ok) return setFailure(errorMessage(result));
      notify(decision === 'approve' ? `Approved: quotation for ${row.inquiryNo} sent to the buyer.` : `Returned to ${row.askedBy.nick || 'sales'} with your note.`);
      router.refresh();
    } finally {
      setBusy(null);
    }
  }
  return (
    <ConsolePanel
      testId="approval-request"
      title={<Link href={staffInquiryHref(row.inquiryId)} className="hover:underline">Inquiry {row.inquiryNo}</Link>}
      actions={<span className="text-[13px] tabular-nums text-ink">{moneyCodeText(row.total, row.currency)}</span>}
    >
      <p className="text-[13px] text-ink-muted">
        {row.company ?? 'Company without a name'} · asked by {row.askedBy.nick || 'sales'} on {dateTimeText(row.askedAt)}
      </p>
      {row.note ? <p className="mt-2 text-[13px] text-ink">“{row.note}”</p> : null}
      <BelowList row={row} />
      <label className="mt-3 block">
        <span className={labelClass}>Your note (needed to return it)</span>
        <textarea name="decisionNote" rows={2} maxLength={1000} className={`${compactInput} !h-auto resize-y py-2`} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <Alert message={failure} testId="approval-error" />
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline h-10 min-h-10 disabled:opacity-60" disabled={busy !== null} data-testid="return-to-sales" onClick={() => void decide('return')}>
          {busy === 'return' ? <ButtonSpinner /> : null}
          Return with note
        </button>
        <button type="button" className="btn btn-accent h-10 min-h-10 disabled:opacity-60" disabled={busy !== null} data-testid="approve-and-send" onClick={() => void decide('approve')}>
          {busy === 'approve' ? <ButtonSpinner /> : null}
          Approve and send
        </button>
      </div>
    </ConsolePanel>
  );
}

/** /admin/approvals: the sales manager's queue of drafts below their margin floor, oldest first. */
export function ApprovalQueue({ rows, failure }: { rows: ApprovalQueueRow[] | null; failure: string | null }) {
  return (
    <div className="space-y-4" data-testid="approval-queue">
      <ConsolePageHead title="Approvals" line={rows ? `${rows.length} ${rows.length === 1 ? 'quotation waits' : 'quotations wait'} for approval below the margin floor` : undefined} />
      <Alert message={failure} />
      {rows && rows.length === 0 ? <ConsoleEmpty testId="approvals-empty">No quotation waits for approval.</ConsoleEmpty> : null}
      {rows?.map((row) => <ApprovalCard key={row.approvalId} row={row} />)}
    </div>
  );
}
