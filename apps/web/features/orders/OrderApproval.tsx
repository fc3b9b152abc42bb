'use client';
import { useState } from 'react';
import { ORDER_APPROVAL_LIMITS, type OrderDetail } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { useLoad } from '@/lib/useLoad';
import { Dialog } from '@/ui/Dialog';
import { approveOrder, myCompanyRole, rejectOrder } from './approvalApi';
import { refusalText } from './api';
import { dateTimeText } from './format';
import { ReasonForm } from './ReasonForm';

/**
 * Order approval on the order page: while the order waits, who must approve it, and for a company admin the Approve
 * and Reject buttons (a reason for a rejection); once decided, who decided and a rejection's reason.
 */
export function OrderApproval({ detail, onChanged }: { detail: OrderDetail; onChanged: (next: OrderDetail) => void }) {
  const approval = detail.approval;
  const role = useLoad(approval?.state === 'awaiting' ? 'company-role' : null, myCompanyRole).value ?? null;
  if (!approval) return null;

  if (approval.state === 'rejected') {
    return (
      <div className="rounded-[4px] border border-red-700/30 bg-red-50 px-4 py-3 text-[14px] text-red-900" data-testid="order-rejected">
        <p className="font-medium">Not approved{approval.by ? ` by ${approval.by}` : ''}{approval.at ? `, ${dateTimeText(approval.at)}` : ''}.</p>
        {approval.reason ? <p className="mt-1 whitespace-pre-line break-words" data-testid="order-rejected-reason">Reason: {approval.reason}</p> : null}
      </div>
    );
  }
  if (approval.state === 'approved') {
    return (
      <p className="text-[13px] text-ink-muted" data-testid="order-approved">
        Approved by {approval.by ?? 'a company admin'}{approval.at ? `, ${dateTimeText(approval.at)}` : ''}.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-[4px] border border-amber-700/30 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="order-awaiting-approval">
      <p className="text-[14px] text-amber-900">
        Waiting for approval by an admin of your company: <span className="font-medium" data-testid="order-approvers">{approval.approvers.join(', ') || 'your company’s admins'}</span>.
      </p>
      {role === 'admin' ? <Decision detail={detail} onChanged={onChanged} /> : null}
    </div>
  );
}

function Decision({ detail, onChanged }: { detail: OrderDetail; onChanged: (next: OrderDetail) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function approve() {
    if (busy) return;
    setBusy(true);
    const result = await approveOrder(detail.orderId);
    setBusy(false);
    if (!result.ok) return void toast.warning(refusalText(result));
    toast.success(`Order ${detail.orderNo} is approved and placed.`);
    onChanged(result.data);
  }

  async function reject(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setProblem('Please say why the order is rejected.');
    setBusy(true);
    setProblem(null);
    const result = await rejectOrder(detail.orderId, reason.trim());
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`Order ${detail.orderNo} is rejected.`);
    setOpen(false);
    onChanged(result.data);
  }

  return (
    <div className="flex flex-none flex-wrap gap-2.5">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void approve()} data-testid="action-approve-order">Approve</button>
      <button
        type="button"
        className="btn btn-outline btn-outline-danger"
        disabled={busy}
        onClick={() => {
          setReason('');
          setProblem(null);
          setOpen(true);
        }}
        data-testid="action-reject-order"
      >
        Reject…
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Reject order ${detail.orderNo}?`} description="The buyer is emailed your reason; the quotation can be ordered again while it is valid.">
        <ReasonForm
          name="reject"
          label="Reason"
          maxLength={ORDER_APPROVAL_LIMITS.maxReason}
          placeholder="E.g. over this month’s budget; please order half."
          reason={reason}
          onReason={setReason}
          problem={problem}
          busy={busy}
          keepText="Keep waiting"
          confirmText="Reject order"
          onKeep={() => setOpen(false)}
          onSubmit={reject}
        />
      </Dialog>
    </div>
  );
}
