'use client';
import { useId, useState } from 'react';
import { ORDER_LIMITS, type OrderGate, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner, LockIcon } from '@/ui/icons';
import { moveOrder, refusalText } from '../api';

/** The gate a step passes (services/order/gates.ts): production before in_production, shipping before shipped. */
export const GATE_OF: Partial<Record<OrderStatus, OrderGate>> = { in_production: 'production', shipped: 'shipping' };

/** What keeps the step's gate closed ([] when open or when the step has no gate). */
export const gateRefusals = (view: StaffOrderView, to: OrderStatus): string[] => {
  const gate = GATE_OF[to];
  return gate ? view.gates[gate] : [];
};

/** Why a move's button is disabled, said under the buttons (the button points here with aria-describedby). */
export function GateNote({ id, to, reasons, onOverride }: { id: string; to: OrderStatus; reasons: string[]; onOverride: () => void }) {
  return (
    <div id={id} className="mt-2 flex max-w-xl items-start gap-2 rounded-[3px] border border-amber-700/30 bg-amber-50 px-3 py-2 text-[12.5px] text-amber-950" data-testid={`gate-${to}`}>
      <LockIcon size={14} className="mt-0.5 flex-none" />
      <div className="min-w-0">
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <button type="button" className="mt-1 font-medium underline underline-offset-2 hover:text-ink" onClick={onOverride} data-testid={`override-${to}`}>
          Override…
        </button>
      </div>
    </div>
  );
}

/** Passes the production gate with a written reason (kept in the audit trail and listed on the order). */
export function OverrideDialog({ view, to, open, onOpenChange, onDone }: {
  view: StaffOrderView;
  to: OrderStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setProblem('Please write why the order may go on without it.');
    setBusy(true);
    setProblem(null);
    const result = await moveOrder({ orderId: view.orderId, to, override: reason.trim() });
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`${view.orderNo}: production started with an override; the buyer is emailed.`);
    onOpenChange(false);
    onDone();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Start production of ${view.orderNo} anyway?`} description="Your reason goes into the audit trail and is shown on the order to the sales team.">
      <form onSubmit={submit} noValidate className="mt-5" data-testid="override-dialog">
        <ul className="mb-4 list-disc space-y-1 pl-5 text-[13px] text-ink">
          {gateRefusals(view, to).map((missing) => <li key={missing}>{missing}</li>)}
        </ul>
        <Field label="Reason" id={`${id}-reason`} required>
          <TextArea id={`${id}-reason`} rows={3} maxLength={ORDER_LIMITS.maxNote} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="override-reason" placeholder="e.g. The buyer's bank confirmed the transfer by phone." />
        </Field>
        <Alert message={problem} testId="override-error" />
        {/* Wraps on a phone: the long action would push the way out past the dialog's edge. */}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={() => onOpenChange(false)}>Keep waiting</button>
          <button type="submit" disabled={busy} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="override-confirm">
            {busy ? <ButtonSpinner /> : null}
            Override and start production
          </button>
        </div>
      </form>
    </Dialog>
  );
}
