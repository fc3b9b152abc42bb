'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { OrderPayments } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { ConsolePanel } from '@/ui/console';
import { loadDeskPayments, refusalText } from '../../payments/api';
import { BankDetails } from '../../payments/BankDetails';
import { MoneySummary } from '../../payments/MoneySummary';
import { NoticeList, ReceiptList } from '../../payments/NoticeList';
import { MissingBankDetails } from './BankDetailsForm';
import { MoneyDialog, type MoneyAsk } from './MoneyDialogs';

/**
 * The order desk's payments panel (docs/workflows.md, Payments): paid, due now and balance, the buyer's notices with
 * Confirm and Reject, the receipts and refunds, and a receipt or refund without a notice. A step answers the money again
 * and refreshes the page, so the gates under the move buttons follow.
 */
export function DeskPayments({ orderId, version }: { orderId: string; version: string }) {
  const router = useRouter();
  const loaded = useLoad(`desk-payments:${orderId}:${version}`, () => loadDeskPayments(orderId));
  const [ask, setAsk] = useState<MoneyAsk | null>(null);
  // After a step the page refreshes (a new version): the panel keeps the step's answer while it asks again.
  const answer = loaded.value ?? loaded.latest;
  if (answer === undefined) {
    return (
      <ConsolePanel title="Payments" testId="desk-payments">
        <div className="h-24 animate-pulse rounded bg-surface-muted" role="status" aria-busy="true" aria-label="Loading the payments" />
      </ConsolePanel>
    );
  }
  if (!answer.ok) {
    return (
      <ConsolePanel title="Payments" testId="desk-payments">
        <p className="text-[13px] text-red-800">{refusalText(answer)}</p>
      </ConsolePanel>
    );
  }
  const money = answer.data;
  const done = (next: OrderPayments) => {
    setAsk(null);
    loaded.set({ ok: true, stop: false, data: next });
    router.refresh();
  };
  return (
    <ConsolePanel
      title="Payments"
      testId="desk-payments"
      actions={
        <span className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[13px]" onClick={() => setAsk({ kind: 'receipt' })} data-testid="record-receipt">
            Record receipt
          </button>
          <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[13px]" onClick={() => setAsk({ kind: 'refund' })} disabled={money.paid <= 0} data-testid="record-refund">
            Record refund
          </button>
        </span>
      }
    >
      {money.bank ? null : <MissingBankDetails brand="this order’s brand" link />}
      <MoneySummary money={money} codes />
      {money.notices.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-[12px] font-semibold uppercase tracking-[0.1em] text-ink-muted">Payment notices</h3>
          <NoticeList
            notices={money.notices}
            currency={money.currency}
            dense
            onDecide={(kind, notice) => setAsk({ kind, notice })}
          />
        </div>
      ) : null}
      {money.receipts.length ? (
        <div className="mt-4">
          <h3 className="mb-2 text-[12px] font-semibold uppercase tracking-[0.1em] text-ink-muted">Received and refunded</h3>
          <ReceiptList receipts={money.receipts} currency={money.currency} codes />
        </div>
      ) : null}
      <details className="mt-4 text-[13px]">
        <summary className="cursor-pointer text-ink-muted hover:text-ink">What the buyer is asked to pay to</summary>
        <div className="mt-2"><BankDetails money={money} /></div>
      </details>
      <MoneyDialog money={money} ask={ask} onClose={() => setAsk(null)} onDone={done} />
    </ConsolePanel>
  );
}
