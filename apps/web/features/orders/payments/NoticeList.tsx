import type { PaymentNotice, PaymentNoticeStatus, PaymentReceipt } from '@sw/protocol';
import { dateText, moneyCodeText, moneyText } from '@/lib/format';
import { fileUrl } from '@/lib/files';
import { StatusBadge, type StatusTone } from '@/ui/StatusBadge';

const NOTICE_STATUS: Record<PaymentNoticeStatus, { label: string; tone: StatusTone }> = {
  to_confirm: { label: 'To confirm', tone: 'working' },
  confirmed: { label: 'Confirmed', tone: 'done' },
  rejected: { label: 'Rejected', tone: 'problem' },
};

/** The buyer's notices, newest first, each with its status; `onDecide` gives the desk Confirm and Reject on one still to confirm. */
export function NoticeList({ notices, currency, dense = false, onDecide }: {
  notices: PaymentNotice[];
  currency: string;
  dense?: boolean;
  onDecide?: (kind: 'confirm' | 'reject', notice: PaymentNotice) => void;
}) {
  if (!notices.length) return null;
  return (
    <ul className="divide-y divide-line rounded-[3px] border border-line" data-testid="payment-notices">
      {notices.map((notice) => (
        <li key={notice.noticeId} className="px-3.5 py-3 text-[13.5px]" data-testid="payment-notice" data-status={notice.status}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium tabular-nums text-ink">{(dense ? moneyCodeText : moneyText)(notice.amount, currency)}</span>
            <StatusBadge tone={NOTICE_STATUS[notice.status].tone} status={notice.status} dense={dense} testId="notice-status">
              {NOTICE_STATUS[notice.status].label}
            </StatusBadge>
          </div>
          <p className="mt-1 break-words text-[12.5px] text-ink-muted">
            Paid {dateText(notice.paidOn)} by {notice.payer}
            {notice.reference ? ` · ref. ${notice.reference}` : ''}
            {notice.slip ? (
              <>
                {' · '}
                <a href={fileUrl(notice.slip.key)} target="_blank" rel="noopener" className="text-ink underline decoration-accent/60 underline-offset-2 hover:text-accent-strong" data-testid="notice-slip">
                  {notice.slip.name}
                </a>
              </>
            ) : null}
          </p>
          {notice.note ? <p className="mt-1 whitespace-pre-line break-words text-[12.5px] text-ink">{notice.note}</p> : null}
          {notice.rejectReason ? <p className="mt-1 break-words text-[12.5px] text-red-800" data-testid="notice-reason">Not confirmed: {notice.rejectReason}</p> : null}
          {onDecide && notice.status === 'to_confirm' ? (
            <div className="mt-2.5 flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary h-8 min-h-8 px-3 text-[13px]" onClick={() => onDecide('confirm', notice)} data-testid="confirm-notice">
                Confirm…
              </button>
              <button type="button" className="btn btn-outline btn-outline-danger h-8 min-h-8 px-3 text-[13px]" onClick={() => onDecide('reject', notice)} data-testid="reject-notice">
                Reject…
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Money recorded by the sales team, newest first (refunds marked); `codes`: the console's amounts with the currency's code. */
export function ReceiptList({ receipts, currency, codes = false }: { receipts: PaymentReceipt[]; currency: string; codes?: boolean }) {
  if (!receipts.length) return null;
  return (
    <ul className="space-y-1.5 text-[13px]" data-testid="payment-receipts">
      {receipts.map((receipt) => (
        <li key={receipt.receiptId} className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid="payment-receipt" data-kind={receipt.kind}>
          <span className="min-w-0 text-ink-muted">
            {dateText(receipt.receivedOn)} · {receipt.kind === 'refund' ? 'Refund' : 'Received'} · {receipt.method}
            {receipt.by ? ` · ${receipt.by}` : ''}
          </span>
          <span className="flex items-baseline gap-3">
            <span className={`font-medium tabular-nums ${receipt.kind === 'refund' ? 'text-red-800' : 'text-ink'}`}>
              {receipt.kind === 'refund' ? '−' : ''}
              {(codes ? moneyCodeText : moneyText)(receipt.amount, currency)}
            </span>
            <a href={receipt.pdfUrl} download className="text-[12px] text-ink-muted underline underline-offset-4 hover:text-ink" data-testid="receipt-pdf">
              PDF<span className="sr-only"> of the {receipt.kind === 'refund' ? 'refund' : 'receipt'} of {dateText(receipt.receivedOn)}</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
