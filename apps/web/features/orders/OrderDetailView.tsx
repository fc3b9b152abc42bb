'use client';
import Link from 'next/link';
import { useState } from 'react';
import { ORDER_LIMITS, UNPLACED_ORDER_STATUSES, type OrderDetail } from '@sw/protocol';
import { inquiryHref, orderHref } from '@/lib/links';
import { useTechniqueNames } from '@/lib/techniques';
import { toast } from '@/lib/toast';
import { AddressCard } from '@/ui/AddressCard';
import { BackLink } from '@/ui/BackLink';
import { Dialog } from '@/ui/Dialog';
import { CheckIcon, PackageIcon, WarningIcon } from '@/ui/icons';
import { LineCard } from '@/ui/LineCard';
import { Panel } from '@/ui/Panel';
import { RecordGate } from '@/ui/RecordStates';
import { StatusTimeline } from '@/ui/StatusTimeline';
import { UnreadNotice } from '@/ui/UnreadNotice';
import { cancelOrder, refusalText } from './api';
import { DocumentButton } from '@/ui/DocumentButton';
import { dateText, dateTimeText, moneyText, ORDER_PROGRESS, ORDER_STATUS_TEXT, orderStepText, pcs, reachedAt } from './format';
import { LinePriceHistory } from './LinePriceHistory';
import { promisedDayText } from './production/format';
import { ProductionPanel } from './production/ProductionPanel';
import { ApprovedProofChip } from './proofs/ApprovedProofChip';
import { OrderProofsPanel } from './proofs/OrderProofsPanel';
import { PaymentPanel } from './payments/PaymentPanel';
import { OrderShipments } from './shipments/OrderShipments';
import { ORDER_THREAD_ANCHOR, OrderConversation } from './messages/OrderConversation';
import { OrderStatusBadge } from './StatusBadge';
import { OrderApproval } from './OrderApproval';
import { OrderMeaning } from './OrderMeaning';
import { ReasonForm } from './ReasonForm';
import { SampleCreditLines } from './SampleCreditLines';
import type { OrderParts } from './parts';
import { useOrder } from './useOrder';
import { OrderAgainButton } from './reorder/OrderAgainButton';
import { useIsViewer } from '@/lib/member';
import { PlacedByText, ViewerNote } from '@/ui/PlacedBy';
import { SampleOrderBadge } from '@/features/orders/SampleOrderBadge';
import { AgreementNote } from '@/ui/AgreementNote';

/** placed → confirmed → in production → shipped → completed, each with the date it was reached. */
function Progress({ detail }: { detail: OrderDetail }) {
  const at = reachedAt(detail.history);
  const current = ORDER_PROGRESS.indexOf(detail.status);
  return (
    // A phone lists the steps one under the other (five columns of 70 px wrapped the labels and dates).
    <ol className="grid grid-cols-1 gap-2 sm:grid-cols-5 sm:gap-2" aria-label="Order progress" data-testid="order-progress">
      {ORDER_PROGRESS.map((status, index) => {
        const done = index <= current;
        return (
          <li key={status} className="flex min-w-0 items-center gap-3 sm:block" data-testid="progress-step" data-status={status} data-done={done}>
            <span className={`block size-2.5 flex-none rounded-full sm:h-1 sm:w-auto ${done ? 'bg-accent' : 'bg-line'}`} aria-hidden="true" />
            <span className={`flex flex-1 items-center gap-1 whitespace-nowrap text-[13px] leading-tight sm:mt-2 sm:whitespace-normal sm:text-[12.5px] ${done ? 'font-medium text-ink' : 'text-ink-muted'}`}>
              {done ? <CheckIcon size={12} className="hidden flex-none text-accent sm:inline" /> : null}
              {ORDER_STATUS_TEXT[status].label}
            </span>
            <span className="block whitespace-nowrap text-[12px] tabular-nums text-ink-muted sm:mt-0.5 sm:text-[11.5px]">{at[status] ? dateText(at[status]) : ' '}</span>
          </li>
        );
      })}
    </ol>
  );
}

function CancelOrder({ detail, onChanged }: { detail: OrderDetail; onChanged: (next: OrderDetail) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const result = await cancelOrder(detail.orderId, reason.trim() || undefined);
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`Order ${detail.orderNo} is cancelled.`);
    setOpen(false);
    onChanged(result.data);
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-outline-danger"
        onClick={() => {
          setReason('');
          setProblem(null);
          setOpen(true);
        }}
        data-testid="action-cancel-order"
      >
        Cancel order
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel order ${detail.orderNo}?`}
        description="Nothing will be made or shipped. While the quotation's prices hold, you can place the order again. A reason helps our sales team (optional)."
      >
        <ReasonForm
          name="cancel"
          label="Reason"
          labelHidden
          maxLength={ORDER_LIMITS.maxNote}
          placeholder="E.g. the quantities changed; we will order again."
          reason={reason}
          onReason={setReason}
          problem={problem}
          busy={busy}
          keepText="Keep the order"
          confirmText="Cancel order"
          onKeep={() => setOpen(false)}
          onSubmit={send}
        />
      </Dialog>
    </>
  );
}

function Body({ detail, onChanged, parts }: { detail: OrderDetail; onChanged: (next: OrderDetail) => void; parts: OrderParts }) {
  const techniqueNames = useTechniqueNames(detail.lines.some((line) => line.customization));
  // A viewer reads the order and downloads its documents; every write would be refused (20011).
  const viewer = useIsViewer();
  const canCancel = detail.actions.includes('cancelled') && !viewer;
  const placed = !UNPLACED_ORDER_STATUSES.includes(detail.status);

  return (
    <div data-testid="order-detail" data-status={detail.status}>
      <BackLink href={orderHref.list}>My Order</BackLink>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow">{detail.kind === 'sample' ? 'Sample order' : 'Order'}</p>
          <h1 className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 font-display text-[30px] leading-tight text-ink sm:text-[36px]">
            <span className="tabular-nums" data-testid="detail-order-no">{detail.orderNo}</span>
            <OrderStatusBadge status={detail.status} />
            <SampleOrderBadge kind={detail.kind} />
          </h1>
          <p className="mt-2 text-[13px] text-ink-muted">
            Placed {dateTimeText(detail.createdAt)}
            {detail.placedBy ? <> · <PlacedByText placedBy={detail.placedBy} verb="placed" /></> : null}
            {promisedDayText(detail) ? <span className="whitespace-nowrap" data-testid="detail-promised"> · ships by {promisedDayText(detail)}</span> : null}
            {detail.poNumber ? (
              <>
                {' '}· your PO <span className="text-ink" data-testid="detail-po">{detail.poNumber}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2.5">
          {/* As /success says: the proforma invoice comes once the order is confirmed (not while it is placed). */}
          {!['cancelled', 'placed', 'awaiting_approval', 'rejected'].includes(detail.status) ? (
            <DocumentButton url={detail.invoiceUrl} name={`Proforma invoice ${detail.orderNo}.pdf`} label="Proforma invoice" testId="order-invoice" />
          ) : null}
          {canCancel ? <CancelOrder detail={detail} onChanged={onChanged} /> : null}
          <OrderAgainButton orderId={detail.orderId} />
        </div>
      </header>

      <UnreadNotice count={detail.conversation.unread} href={`#${ORDER_THREAD_ANCHOR}`} />
      {viewer ? <ViewerNote className="mb-6" /> : null}
      <div className="mb-6 space-y-5 rounded-[4px] border border-line bg-surface px-5 py-5 sm:px-6">
        <OrderMeaning detail={detail} />
        <OrderApproval detail={detail} onChanged={onChanged} />
        {detail.status === 'rejected' ? null : detail.status === 'cancelled' ? (
          <p className="flex items-center gap-2 text-[13px] text-ink-muted" data-testid="order-cancelled">
            <WarningIcon size={15} /> Cancelled {dateTimeText(detail.history.at(-1)?.at)}
          </p>
        ) : (
          <Progress detail={detail} />
        )}
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          {/* Payments, production, proofs and the conversation with the sales team start once the order is placed. */}
          {placed ? (
            <>
              <OrderShipments
                detail={detail}
                onChanged={onChanged}
                compliancePack={<parts.CompliancePack orderId={detail.orderId} orderNo={detail.orderNo} compact testId="shipment-compliance-pack" />}
              />
              <PaymentPanel side="buyer" orderId={detail.orderId} version={detail.updatedAt} />
              <ProductionPanel orderId={detail.orderId} status={detail.status} promisedShipDate={detail.promisedShipDate} />
            </>
          ) : null}
          <Panel title={`Goods (${detail.lines.length})`} testId="order-lines" aside={<span className="text-[13px] text-ink-muted">{pcs(detail.totalQty)}</span>}>
            <div className="space-y-4">
              {detail.lines.map((line) => (
                <LineCard
                  key={line.lineId}
                  line={line}
                  techniqueNames={techniqueNames}
                  testId="order-line"
                  footer={
                    <>
                      <p className="flex items-baseline justify-between gap-4 border-t border-line px-4 py-3 tabular-nums sm:px-5" data-testid="order-line-price">
                        <span className="text-[13px] text-ink-muted">
                          {pcs(line.qty)} × {moneyText(line.unitPrice, detail.currency)}
                          <AgreementNote agreement={line.agreement} className="mt-0.5 text-[12px] leading-snug text-ink-muted" />
                        </span>
                        <span className="text-[16px] font-medium text-ink" data-testid="order-line-amount">{moneyText(line.amount, detail.currency)}</span>
                      </p>
                      <ApprovedProofChip lineId={line.lineId} />
                      {line.goodsId ? <LinePriceHistory goodsId={line.goodsId} title={line.title} /> : null}
                      {line.goodsId && !viewer ? (
                        <div className="flex justify-end border-t border-line px-4 py-2.5 sm:px-5">
                          <OrderAgainButton orderId={detail.orderId} lineIds={[line.lineId]} label="Order this line again" small name={line.title} testId="order-line-again" />
                        </div>
                      ) : null}
                    </>
                  }
                />
              ))}
            </div>
            {detail.sampleCredit ? (
              <SampleCreditLines credit={detail.sampleCredit} total={detail.total} currency={detail.currency} orderLink={orderHref.details} className="mt-5 border-t border-line pt-4" />
            ) : null}
            <parts.TradeTerms terms={detail.tradeTerms} currency={detail.currency} />
            <dl className={`flex items-baseline justify-between gap-4 border-t border-line-strong pt-4 ${detail.sampleCredit ? 'mt-3' : 'mt-5'}`}>
              <dt className="text-[12px] uppercase tracking-[0.14em] text-ink-muted">Order total</dt>
              <dd className="font-display text-[28px] tabular-nums text-ink" data-testid="detail-total">{moneyText(detail.total, detail.currency)}</dd>
            </dl>
          </Panel>
          <parts.Compliance orderId={detail.orderId} orderNo={detail.orderNo} />
          {placed ? <OrderProofsPanel orderId={detail.orderId} /> : null}
          <div className="grid gap-5 md:grid-cols-2">
            <Panel title="Shipping address">
              <div className="[&>article]:h-auto" data-testid="order-address">
                <AddressCard entry={detail.address} />
              </div>
            </Panel>
            <Panel title="Notes">
              <p className="whitespace-pre-line break-words text-[14px] leading-relaxed text-ink" data-testid="order-notes">
                {detail.notes || <span className="text-ink-muted">None.</span>}
              </p>
            </Panel>
          </div>
          {/* An order awaiting approval has its thread too: the buyer and the admin may ask the sales team about it. */}
          {placed || detail.status === 'awaiting_approval' ? <OrderConversation side="buyer" detail={detail} /> : null}
        </div>
        <aside className="space-y-6 xl:sticky xl:top-28">
          {detail.quotation && detail.inquiryId ? (
            <Panel title="From the quotation" testId="order-quotation">
              <p className="text-[14px] text-ink">
                <Link href={inquiryHref.quotation(detail.inquiryId)} className="font-medium underline decoration-accent/60 underline-offset-4 hover:text-accent-strong" data-testid="order-quotation-link">
                  {detail.inquiryNo} · quotation v{detail.quotation.version}
                </Link>
              </p>
              <p className="mt-1 text-[13px] text-ink-muted">
                Lead time {detail.quotation.leadTimeDays} days · prices valid until {dateText(detail.quotation.validUntil)}
              </p>
              <div className="mt-4">
                <DocumentButton
                  url={detail.quotation.pdfUrl}
                  name={`Quotation ${detail.inquiryNo} v${detail.quotation.version}.pdf`}
                  label="Quotation PDF"
                  testId="order-quotation-pdf"
                />
              </div>
            </Panel>
          ) : null}
          <Panel title="History">
            <StatusTimeline history={detail.history} stepText={orderStepText} testId="order-history" />
          </Panel>
        </aside>
      </div>
    </div>
  );
}

/** /orders/details?orderId=: one of the member's orders; another member's is 'not found', like one that does not exist. */
export function OrderDetailView({ orderId, parts }: { orderId: string; parts: OrderParts }) {
  const order = useOrder(orderId);
  return (
    <RecordGate record={order} noun="order" icon={PackageIcon} list={{ href: orderHref.list, label: 'My Order' }}>
      {(detail) => <Body detail={detail} onChanged={order.set} parts={parts} />}
    </RecordGate>
  );
}
