'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import type { OrderPayments, StaffMoneyStep, StaffOrderView } from '@sw/protocol';
import { useIsViewer } from '@/lib/member';
import { useLoad } from '@/lib/useLoad';
import { ConsolePanel } from '@/ui/console';
import { Panel } from '@/ui/Panel';
import { loadDeskPayments, loadPayments, refusalText } from './api';
import { BankDetails } from './BankDetails';
import { MissingBankDetails } from './MissingBankDetails';
import type { MoneyAsk } from './MoneyDialogs';
import { MoneySummary } from './MoneySummary';
import { NoticeList, ReceiptList } from './NoticeList';

// Each side loads only its own dialog: the buyer's 'I have paid', the desk's four money steps.
const NoticeForm = dynamic(() => import('./NoticeForm').then((m) => m.NoticeForm), { ssr: false });
const MoneyDialog = dynamic(() => import('./MoneyDialogs').then((m) => m.MoneyDialog), { ssr: false });

/** Who reads the panel: the buyer on the order page, or the sales team on the order desk. */
export type PaymentSide = 'buyer' | 'staff';

/** What differs between the two sides besides the steps: the frame's words and the account pages' or the console's type. */
const SIDES = {
  buyer: {
    key: 'payments', load: loadPayments, title: 'Payment', testId: 'order-payments', loading: 'Loading the payment',
    skeleton: 'h-32 animate-pulse rounded-[3px] bg-surface-muted', refusal: 'text-[13.5px] text-red-800',
    heading: 'mb-2 text-[11px] uppercase tracking-[0.14em] text-ink-muted', notices: 'Your payment notices', receipts: 'Received by us',
  },
  staff: {
    key: 'desk-payments', load: loadDeskPayments, title: 'Payments', testId: 'desk-payments', loading: 'Loading the payments',
    skeleton: 'h-24 animate-pulse rounded bg-surface-muted', refusal: 'text-[13px] text-red-800',
    heading: 'mb-2 text-[12px] font-semibold uppercase tracking-[0.1em] text-ink-muted', notices: 'Payment notices', receipts: 'Received and refunded',
  },
} as const;

/** The buyer's panel is an account page's, the desk's a console panel; the steps sit on the right of the title. */
function Frame({ side, steps, children }: { side: PaymentSide; steps?: ReactNode; children: ReactNode }) {
  const { title, testId } = SIDES[side];
  return side === 'buyer' ? (
    <Panel title={title} testId={testId} aside={steps}>{children}</Panel>
  ) : (
    <ConsolePanel title={title} testId={testId} actions={steps}>{children}</ConsolePanel>
  );
}

/** The steps each side takes: 'I have paid' for a buyer (not a viewer), a receipt or a refund without a notice for the desk. */
function Steps({ side, money, onNotice, onAsk }: { side: PaymentSide; money: OrderPayments; onNotice: () => void; onAsk: (ask: MoneyAsk) => void }) {
  if (side === 'buyer') {
    return (
      <button type="button" className="btn btn-primary h-10 min-h-10" onClick={onNotice} data-testid="open-notice">
        I have paid
      </button>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[13px]" onClick={() => onAsk({ kind: 'receipt' })} data-testid="record-receipt">
        Record receipt
      </button>
      <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[13px]" onClick={() => onAsk({ kind: 'refund' })} disabled={money.paid <= 0} data-testid="record-refund">
        Record refund
      </button>
    </span>
  );
}

/**
 * An order's payment panel, for either side (docs/workflows.md, Payments): paid, due now and still to pay in the order's
 * currency, the notices ('to confirm' until the sales team acts) and the receipts. The buyer reads the bank details and
 * the reference and sends 'I have paid'; the desk confirms or rejects a notice, records a receipt or a refund without
 * one, and reads what the buyer is asked to pay to. `version` changes when the order changes, so the panel asks again;
 * a desk step answers the desk's view of the order with the money, handed to `onView`, so the gates under the move
 * buttons follow without a reload.
 */
export function PaymentPanel({ orderId, version, side, onView }: {
  orderId: string;
  version: string;
  side: PaymentSide;
  onView?: (view: StaffOrderView) => void;
}) {
  const words = SIDES[side];
  const staff = side === 'staff';
  const router = useRouter();
  const loaded = useLoad(`${words.key}:${orderId}:${version}`, () => words.load(orderId));
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [ask, setAsk] = useState<MoneyAsk | null>(null);
  // A viewer reads the payments; sending a notice is a buyer's (the back-end refuses a viewer with 20011).
  const viewer = useIsViewer();
  // After a desk step the order's view changes (a new version): the panel keeps the step's answer while it asks again.
  const answer = staff ? (loaded.value ?? loaded.latest) : loaded.value;
  if (answer === undefined) {
    return (
      <Frame side={side}>
        <div className={words.skeleton} role="status" aria-busy="true" aria-label={words.loading} />
      </Frame>
    );
  }
  if (!answer.ok) {
    return (
      <Frame side={side}>
        <p className={words.refusal}>{refusalText(answer)}</p>
      </Frame>
    );
  }
  const money = answer.data;
  const notify = !staff && money.canNotify && !viewer;
  const done = (next: OrderPayments) => {
    setAsk(null);
    loaded.set({ ok: true, stop: false, data: next });
  };
  // A desk step answers the desk's view of the order too: the page shows its gates and moves at once.
  const deskDone = (next: StaffMoneyStep) => {
    done(next);
    if (onView) onView(next.order);
    else router.refresh();
  };
  return (
    <Frame side={side} steps={staff || notify ? <Steps side={side} money={money} onNotice={() => setNoticeOpen(true)} onAsk={setAsk} /> : null}>
      {staff && !money.bank ? <MissingBankDetails brand="this order’s brand" link /> : null}
      <MoneySummary money={money} codes={staff} />
      {/* The bank details are the ask to wire: not before the desk confirms the order (the buyer may still cancel). */}
      {!staff && !money.awaitingConfirmation && (money.dueNow > 0 || money.balance > 0) ? <div className="mt-4"><BankDetails money={money} /></div> : null}
      {money.notices.length ? (
        <div className="mt-4">
          <h3 className={words.heading}>{words.notices}</h3>
          <NoticeList notices={money.notices} currency={money.currency} dense={staff} onDecide={staff ? (kind, notice) => setAsk({ kind, notice }) : undefined} />
        </div>
      ) : null}
      {money.receipts.length ? (
        <div className="mt-4">
          <h3 className={words.heading}>{words.receipts}</h3>
          <ReceiptList receipts={money.receipts} currency={money.currency} codes={staff} />
        </div>
      ) : null}
      {staff ? (
        <details className="mt-4 text-[13px]">
          <summary className="cursor-pointer text-ink-muted hover:text-ink">What the buyer is asked to pay to</summary>
          <div className="mt-2"><BankDetails money={money} /></div>
        </details>
      ) : null}
      {staff ? <MoneyDialog money={money} ask={ask} onClose={() => setAsk(null)} onDone={deskDone} /> : null}
      {notify ? <NoticeForm money={money} open={noticeOpen} onOpenChange={setNoticeOpen} onSent={done} /> : null}
    </Frame>
  );
}
