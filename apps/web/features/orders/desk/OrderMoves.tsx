'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ORDER_LIMITS, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { moveOrder, refusalText } from '../api';
import { ORDER_STATUS_TEXT } from '../format';
import { GateNote, gateRefusals, OverrideDialog } from './GateControls';

/** The desk's words for each step, and whether it asks something first. */
export const MOVE_LABEL: Record<OrderStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  placed: 'Placed',
  confirmed: 'Confirm order',
  in_production: 'Start production',
  shipped: 'Shipped',
  completed: 'Mark completed',
  cancelled: 'Cancel order…',
  rejected: 'Rejected',
};

/**
 * The step order the buttons come in: forward moves first, cancelling last. Shipping is not a move here: the
 * Shipments panel records each shipment, and the last one makes the order shipped (shipments/DeskShipments.tsx).
 */
const ORDER: OrderStatus[] = ['confirmed', 'in_production', 'completed', 'cancelled'];

type DialogProps = { view: StaffOrderView; open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void };

/**
 * A move sent from one of the desk's dialogs: refused, the reason shows in the dialog; done, a toast says so, the
 * dialog closes and the page reloads.
 */
function useDialogMove({ view, onOpenChange, onDone }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function send(move: Omit<Parameters<typeof moveOrder>[0], 'orderId'>, done: string) {
    setBusy(true);
    setProblem(null);
    const result = await moveOrder({ orderId: view.orderId, ...move });
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(done);
    onOpenChange(false);
    onDone();
  }
  return { busy, problem, setProblem, send };
}

/** A desk dialog's buttons: the way out, and the move (spinning while it is sent). */
function DialogButtons({ busy, back, submit, testId, onBack }: { busy: boolean; back: string; submit: string; testId: string; onBack: () => void }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onBack}>{back}</button>
      <button type="submit" disabled={busy} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid={testId}>
        {busy ? <ButtonSpinner /> : null}
        {submit}
      </button>
    </div>
  );
}

function CancelDialog(props: DialogProps) {
  const { view, open, onOpenChange } = props;
  const [note, setNote] = useState('');
  const { busy, problem, setProblem, send } = useDialogMove(props);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!note.trim()) return setProblem('Please tell the buyer why the order is cancelled.');
    await send({ to: 'cancelled', note: note.trim() }, `Order ${view.orderNo} is cancelled; the buyer is emailed.`);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Cancel ${view.orderNo}?`} description="The buyer is emailed and reads your note in the order's history. This cannot be undone.">
      <form onSubmit={submit} noValidate className="mt-5" data-testid="staff-cancel-dialog">
        <Field label="Note to the buyer" id="staff-cancel-note" required>
          <TextArea id="staff-cancel-note" rows={4} maxLength={ORDER_LIMITS.maxNote} value={note} onChange={(event) => setNote(event.target.value)} data-testid="staff-cancel-note" placeholder="e.g. The plating line is down; we will quote again." />
        </Field>
        <Alert message={problem} testId="staff-cancel-error" />
        <DialogButtons busy={busy} back="Keep the order" submit="Cancel order" testId="staff-cancel-confirm" onBack={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}

/** The moves the order may make now (the view's `actions`, checked again by the back-end), as buttons. */
export function OrderMoves({ view }: { view: StaffOrderView }) {
  const router = useRouter();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [asking, setAsking] = useState<'cancel' | 'override' | null>(null);
  const gateNoteId = useId();
  const moves = ORDER.filter((status) => view.actions.includes(status));
  if (moves.length === 0 && view.status === 'in_production') return <p className="text-[13px] text-ink-muted" data-testid="order-shipping">Part of it has shipped: record the rest under Shipments.</p>;
  if (moves.length === 0) return <p className="text-[13px] text-ink-muted" data-testid="order-final">This order is {ORDER_STATUS_TEXT[view.status].label.toLowerCase()}; it takes no more steps.</p>;

  async function step(to: OrderStatus) {
    if (to === 'cancelled') return setAsking('cancel');
    const ok = await confirm({
      title: `${MOVE_LABEL[to]}?`,
      message: `${view.orderNo} moves to “${ORDER_STATUS_TEXT[to].label}”, and the buyer is emailed.`,
      confirmText: MOVE_LABEL[to],
      cancelText: 'Not yet',
    });
    if (!ok) return;
    setBusy(to);
    const result = await moveOrder({ orderId: view.orderId, to });
    setBusy(null);
    if (!result.ok) return toast.warning(`The order did not move: ${refusalText(result)}`, 5000);
    toast.success(`${view.orderNo}: ${ORDER_STATUS_TEXT[to].label.toLowerCase()}; the buyer is emailed.`);
    router.refresh();
  }

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap gap-2" data-testid="order-moves">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            onClick={() => void step(to)}
            // A closed gate (deposit, proofs) disables the step; the note below says why and offers the override.
            disabled={busy !== null || gateRefusals(view, to).length > 0}
            aria-describedby={gateRefusals(view, to).length ? `${gateNoteId}-${to}` : undefined}
            data-testid={`move-${to}`}
            className={`btn h-9 min-h-9 px-4 disabled:cursor-not-allowed disabled:opacity-50 ${to === 'cancelled' ? 'btn-outline btn-outline-danger' : to === moves[0] ? 'btn-primary' : 'btn-outline'}`}
          >
            {busy === to ? <ButtonSpinner /> : null}
            {MOVE_LABEL[to]}
          </button>
        ))}
      </div>
      {moves.filter((to) => gateRefusals(view, to).length).map((to) => (
        <GateNote key={to} id={`${gateNoteId}-${to}`} to={to} reasons={gateRefusals(view, to)} onOverride={() => setAsking('override')} />
      ))}
      <OverrideDialog view={view} to="in_production" open={asking === 'override'} onOpenChange={(open) => setAsking(open ? 'override' : null)} onDone={() => router.refresh()} />
      <CancelDialog view={view} open={asking === 'cancel'} onOpenChange={(open) => setAsking(open ? 'cancel' : null)} onDone={() => router.refresh()} />
    </div>
  );
}
