'use client';
import { useState } from 'react';
import { useLoad } from '@/lib/useLoad';
import { Panel } from '@/ui/Panel';
import { loadPayments, refusalText } from './api';
import { BankDetails } from './BankDetails';
import { MoneySummary } from './MoneySummary';
import { NoticeForm } from './NoticeForm';
import { NoticeList, ReceiptList } from './NoticeList';
import { useIsViewer } from '@/lib/member';

/**
 * The buyer's payment panel on the order page (docs/workflows.md, Payments): paid, due now and balance in the order's
 * currency, the bank details and the reference, the notices ('to confirm' until the sales team acts) and the receipts,
 * and 'I have paid'. `version` changes when the order changes, so the panel asks again.
 */
export function PaymentPanel({ orderId, version }: { orderId: string; version: string }) {
  const loaded = useLoad(`payments:${orderId}:${version}`, () => loadPayments(orderId));
  const [open, setOpen] = useState(false);
  // A viewer reads the payments; sending a notice is a buyer's (the back-end refuses a viewer with 20011).
  const viewer = useIsViewer();
  const answer = loaded.value;
  if (answer === undefined) {
    return (
      <Panel title="Payment" testId="order-payments">
        <div className="h-32 animate-pulse rounded-[3px] bg-surface-muted" role="status" aria-busy="true" aria-label="Loading the payment" />
      </Panel>
    );
  }
  if (!answer.ok) {
    return (
      <Panel title="Payment" testId="order-payments">
        <p className="text-[13.5px] text-red-800">{refusalText(answer)}</p>
      </Panel>
    );
  }
  const money = answer.data;
  return (
    <Panel
      title="Payment"
      testId="order-payments"
      aside={money.canNotify && !viewer ? (
        <button type="button" className="btn btn-primary h-10 min-h-10" onClick={() => setOpen(true)} data-testid="open-notice">
          I have paid
        </button>
      ) : null}
    >
      <MoneySummary money={money} />
      {money.dueNow > 0 || money.balance > 0 ? <div className="mt-4"><BankDetails money={money} /></div> : null}
      {money.notices.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Your payment notices</h3>
          <NoticeList notices={money.notices} currency={money.currency} />
        </div>
      ) : null}
      {money.receipts.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Received by us</h3>
          <ReceiptList receipts={money.receipts} currency={money.currency} />
        </div>
      ) : null}
      {money.canNotify && !viewer ? <NoticeForm money={money} open={open} onOpenChange={setOpen} onSent={(next) => loaded.set({ ok: true, stop: false, data: next })} /> : null}
    </Panel>
  );
}
