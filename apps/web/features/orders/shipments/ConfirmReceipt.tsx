'use client';
import { useState } from 'react';
import type { OrderDetail } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { toast } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { ButtonSpinner, CheckIcon } from '@/ui/icons';
import { confirmReceipt, refusalText } from './api';

/** Once everything has shipped: the buyer confirms the goods arrived, which completes the order. */
export function ConfirmReceipt({ detail, onChanged }: { detail: OrderDetail; onChanged: (next: OrderDetail) => void }) {
  const [busy, setBusy] = useState(false);
  async function send() {
    const ok = await confirm({
      title: 'Confirm receipt?',
      message: `Please confirm only once the goods of ${detail.orderNo} have arrived. The order is then completed.`,
      confirmText: 'Goods received',
      cancelText: 'Not yet',
    });
    if (!ok) return;
    setBusy(true);
    const result = await confirmReceipt(detail.orderId);
    setBusy(false);
    if (!result.ok) return toast.warning(refusalText(result), 5000);
    toast.success(`Thank you: order ${detail.orderNo} is completed.`);
    onChanged(result.data);
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-[4px] border border-accent/40 bg-accent/5 px-4 py-4 sm:px-5" data-testid="confirm-receipt-box">
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-[14px] font-medium text-ink">Have the goods arrived?</p>
        <p className="mt-0.5 text-[13px] text-ink-muted">
          Confirm receipt to complete the order. Otherwise it completes by itself on {dateText(detail.shipping.autoCompleteAt)}.
        </p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy} data-testid="confirm-receipt">
        {busy ? <ButtonSpinner /> : <CheckIcon size={15} />}
        Confirm receipt
      </button>
    </div>
  );
}
