'use client';
import { useId, useState } from 'react';
import { PAYMENT_LIMITS, PAYMENT_METHODS, type CallResult, type OrderPayments, type PaymentNotice, type StaffMoneyStep } from '@sw/protocol';
import { moneyCodeText } from '@/lib/format';
import { toast } from '@/lib/toast';
import { compactInput } from '@/ui/console';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { confirmNotice, recordPayment, refusalText, rejectNotice } from './api';

const today = () => new Date().toISOString().slice(0, 10);

/** What a money dialog asks: confirm a notice, reject it, or record a receipt or a refund without one. */
export type MoneyAsk = { kind: 'confirm' | 'reject'; notice: PaymentNotice } | { kind: 'receipt' | 'refund' };

const TITLE = { confirm: 'Confirm payment', reject: 'Reject payment notice', receipt: 'Record a receipt', refund: 'Record a refund' } as const;

/** One dialog for the four money steps; each answers the order's money again, or says why it was refused. */
export function MoneyDialog({ money, ask, onClose, onDone }: {
  money: OrderPayments;
  ask: MoneyAsk | null;
  onClose: () => void;
  onDone: (next: StaffMoneyStep) => void;
}) {
  const id = useId();
  const notice = ask && 'notice' in ask ? ask.notice : null;
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(today());
  const [method, setMethod] = useState<string>(PAYMENT_METHODS[0]);
  const [text, setText] = useState('');
  const [overpayment, setOverpayment] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<MoneyAsk | null>(null);
  if (ask !== shownFor) {
    // A new question starts from its own defaults: the notice's amount, today, a bank transfer.
    setShownFor(ask);
    // A receipt without a notice starts from what is due (a sample order's whole fee), as a notice starts from its amount.
    setAmount(notice ? notice.amount.toFixed(2) : ask?.kind === 'receipt' && money.balance > 0 ? (money.dueNow > 0 ? money.dueNow : money.balance).toFixed(2) : '');
    setDay(today());
    setMethod(PAYMENT_METHODS[0]);
    setText('');
    setOverpayment(false);
    setProblem(null);
  }
  if (!ask) return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || !ask) return;
    setBusy(true);
    setProblem(null);
    const note = text.trim() || undefined;
    let result: CallResult<StaffMoneyStep>;
    if (ask.kind === 'reject') result = await rejectNotice({ noticeId: ask.notice.noticeId, reason: text.trim() });
    else if (ask.kind === 'confirm') result = await confirmNotice({ noticeId: ask.notice.noticeId, amount, receivedOn: day, method, note, overpayment });
    else result = await recordPayment({ orderId: money.orderId, kind: ask.kind, amount, receivedOn: day, method, note, ...(ask.kind === 'receipt' ? { overpayment } : {}) });
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`${TITLE[ask.kind]}: done. The buyer is emailed.`);
    onDone(result.data);
  }

  const rejecting = ask.kind === 'reject';
  const description = notice
    ? `${money.orderNo}: the buyer says ${moneyCodeText(notice.amount, money.currency)} was paid on ${notice.paidOn} by ${notice.payer}.`
    : `${money.orderNo}: ${moneyCodeText(money.paid, money.currency)} paid of ${moneyCodeText(money.total, money.currency)}.`;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={TITLE[ask.kind]} description={description}>
      <form onSubmit={submit} noValidate className="mt-5" data-testid={`money-dialog-${ask.kind}`}>
        {rejecting ? null : (
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Field label={ask.kind === 'confirm' ? `Received, after fees (${money.currency})` : `Amount (${money.currency})`} id={`${id}-amount`} required>
              <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} className={`${compactInput} tabular-nums`} data-testid="money-amount" />
            </Field>
            <Field label={ask.kind === 'refund' ? 'Paid back on' : 'Received on'} id={`${id}-day`} required>
              <input id={`${id}-day`} type="date" max={today()} value={day} onChange={(event) => setDay(event.target.value)} className={compactInput} data-testid="money-day" />
            </Field>
          </div>
        )}
        {rejecting ? null : (
          <Field label="Method" id={`${id}-method`} required>
            <input id={`${id}-method`} list={`${id}-methods`} maxLength={PAYMENT_LIMITS.maxMethod} value={method} onChange={(event) => setMethod(event.target.value)} className={compactInput} data-testid="money-method" />
            <datalist id={`${id}-methods`}>
              {PAYMENT_METHODS.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
            </datalist>
          </Field>
        )}
        {ask.kind === 'receipt' || ask.kind === 'confirm' ? (
          <label className="mb-3 flex items-start gap-2 text-[13px]">
            <input type="checkbox" checked={overpayment} onChange={(event) => setOverpayment(event.target.checked)} className="mt-0.5" data-testid="money-overpayment" />
            <span>Intended overpayment: the amount paid may go past the order total (refund the rest later).</span>
          </label>
        ) : null}
        <Field label={rejecting ? 'Reason (the buyer reads it)' : 'Note'} id={`${id}-text`} required={rejecting} optional={!rejecting}>
          <TextArea id={`${id}-text`} rows={3} maxLength={PAYMENT_LIMITS.maxNote} value={text} onChange={(event) => setText(event.target.value)} data-testid="money-text" />
        </Field>
        <Alert message={problem} testId="money-error" />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onClose}>Cancel</button>
          <button type="submit" disabled={busy} className={`btn h-10 min-h-10 disabled:opacity-60 ${rejecting ? 'btn-outline btn-outline-danger' : 'btn-primary'}`} data-testid="money-submit">
            {busy ? <ButtonSpinner /> : null}
            {TITLE[ask.kind]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
