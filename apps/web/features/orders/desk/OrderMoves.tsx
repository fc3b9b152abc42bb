'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ORDER_CARRIERS, ORDER_LIMITS, type OrderStatus, type StaffOrderView } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { compactInput } from '@/ui/console';
import { confirm } from '@/ui/confirm';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { moveOrder, refusalText } from '../api';
import { ORDER_STATUS_TEXT } from '../format';
import { GateNote, gateRefusals, OverrideDialog } from './GateControls';

/** The desk's words for each step, and whether it asks something first. */
export const MOVE_LABEL: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirm order',
  in_production: 'Start production',
  shipped: 'Ship…',
  completed: 'Mark completed',
  cancelled: 'Cancel order…',
};

/** The step order the buttons come in: forward moves first, cancelling last. */
const ORDER: OrderStatus[] = ['confirmed', 'in_production', 'shipped', 'completed', 'cancelled'];

const OTHER = '__other';

/** The carrier chosen in the ship dialog: one of ORDER_CARRIERS, or another typed name. */
export function carrierOf(choice: string, other: string): string {
  return choice === OTHER ? other.trim() : choice;
}

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
    <div className="mt-2 flex justify-end gap-3">
      <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onBack}>{back}</button>
      <button type="submit" disabled={busy} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid={testId}>
        {busy ? <ButtonSpinner /> : null}
        {submit}
      </button>
    </div>
  );
}

function ShipDialog(props: DialogProps) {
  const { view, open, onOpenChange } = props;
  const id = useId();
  const [choice, setChoice] = useState<string>(ORDER_CARRIERS[0]);
  const [other, setOther] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [note, setNote] = useState('');
  const [override, setOverride] = useState('');
  const closed = gateRefusals(view, 'shipped');
  const { busy, problem, setProblem, send } = useDialogMove(props);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const carrier = carrierOf(choice, other);
    if (!carrier) return setProblem('Please enter the carrier.');
    if (!trackingNo.trim()) return setProblem('Please enter the tracking number.');
    if (closed.length && !override.trim()) return setProblem('Please write why the order may ship without it.');
    await send(
      { to: 'shipped', carrier, trackingNo: trackingNo.trim(), ...(note.trim() ? { note: note.trim() } : {}), ...(closed.length ? { override: override.trim() } : {}) },
      `Order ${view.orderNo} is shipped; the buyer is emailed.`,
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Ship ${view.orderNo}`} description="The buyer is emailed the carrier and the tracking number, and sees them on the order.">
      <form onSubmit={submit} noValidate className="mt-5" data-testid="ship-dialog">
        <Field label="Carrier" id={`${id}-carrier`} required>
          <select id={`${id}-carrier`} value={choice} onChange={(event) => setChoice(event.target.value)} className={compactInput} data-testid="ship-carrier">
            {ORDER_CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>{carrier}</option>
            ))}
            <option value={OTHER}>Another carrier…</option>
          </select>
        </Field>
        {choice === OTHER ? (
          <Field label="Carrier's name" id={`${id}-other`} required>
            <input id={`${id}-other`} value={other} maxLength={ORDER_LIMITS.maxCarrier} onChange={(event) => setOther(event.target.value)} className={compactInput} data-testid="ship-carrier-other" />
          </Field>
        ) : null}
        <Field label="Tracking number" id={`${id}-tracking`} required>
          <input
            id={`${id}-tracking`}
            value={trackingNo}
            maxLength={ORDER_LIMITS.maxTrackingNo}
            onChange={(event) => setTrackingNo(event.target.value)}
            autoComplete="off"
            className={`${compactInput} tabular-nums`}
            data-testid="ship-tracking"
          />
        </Field>
        <Field label="Note to the buyer" id={`${id}-note`} optional>
          <TextArea id={`${id}-note`} rows={3} maxLength={ORDER_LIMITS.maxNote} value={note} onChange={(event) => setNote(event.target.value)} placeholder="e.g. 3 cartons, 42 kg." />
        </Field>
        {closed.length ? (
          <Field label={`Override: ${closed.join(' ')}`} id={`${id}-override`} required>
            <TextArea id={`${id}-override`} rows={2} maxLength={ORDER_LIMITS.maxNote} value={override} onChange={(event) => setOverride(event.target.value)} data-testid="ship-override" placeholder="Why it may ship now (kept in the audit trail)." />
          </Field>
        ) : null}
        <Alert message={problem} testId="ship-error" />
        <DialogButtons busy={busy} back="Cancel" submit="Mark shipped" testId="ship-confirm" onBack={() => onOpenChange(false)} />
      </form>
    </Dialog>
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
  const [asking, setAsking] = useState<'ship' | 'cancel' | 'override' | null>(null);
  const gateNoteId = useId();
  const moves = ORDER.filter((status) => view.actions.includes(status));
  if (moves.length === 0) return <p className="text-[13px] text-ink-muted" data-testid="order-final">This order is {ORDER_STATUS_TEXT[view.status].label.toLowerCase()}; it takes no more steps.</p>;

  async function step(to: OrderStatus) {
    if (to === 'shipped') return setAsking('ship');
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
            // A closed gate (deposit, balance) disables the step; the note below says why and offers the override.
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
        <GateNote key={to} id={`${gateNoteId}-${to}`} to={to} reasons={gateRefusals(view, to)} onOverride={() => setAsking(to === 'shipped' ? 'ship' : 'override')} />
      ))}
      <OverrideDialog view={view} to="in_production" open={asking === 'override'} onOpenChange={(open) => setAsking(open ? 'override' : null)} onDone={() => router.refresh()} />
      <ShipDialog view={view} open={asking === 'ship'} onOpenChange={(open) => setAsking(open ? 'ship' : null)} onDone={() => router.refresh()} />
      <CancelDialog view={view} open={asking === 'cancel'} onOpenChange={(open) => setAsking(open ? 'cancel' : null)} onDone={() => router.refresh()} />
    </div>
  );
}
