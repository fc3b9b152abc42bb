'use client';
import Link from 'next/link';
import { useState } from 'react';
import { UNPLACED_ORDER_STATUSES, type StaffOrderView } from '@sw/protocol';
import { dateText, moneyCodeText } from '@/lib/format';
import { staffInquiryHref, staffOrderHref } from '@/lib/links';
import { ConsoleAddress, ConsoleBuyerPanel, ConsoleFacts, ConsolePanel, ConsoleTimeline } from '@/ui/console';
import { CustomizationFacts } from '@/ui/CustomizationFacts';
import { ChevronLeft } from '@/ui/icons';
import { SpecLine } from '@/ui/SpecLine';
import { Thumb } from '@/ui/Thumb';
import { orderStatusLabel } from '../format';
import { OrderStatusBadge } from '../StatusBadge';
import { OrderMoves } from './OrderMoves';
import { DeskProduction } from '../production/DeskProduction';
import { LateBadge } from '../production/LateBadge';
import { DeskProofsPanel } from '../proofs/DeskProofsPanel';
import { PaymentPanel } from '../payments/PaymentPanel';
import { Overrides } from './Overrides';
import { DeskShipments } from '../shipments/DeskShipments';
import { ConversationFlags } from '../messages/ConversationFlags';
import { OrderConversation } from '../messages/OrderConversation';
import { SampleOrderBadge } from '@/features/orders/SampleOrderBadge';
import { SampleCreditLines } from '../SampleCreditLines';
import type { DeskOrderParts } from '../parts';

function Lines({ view, techniqueNames }: { view: StaffOrderView; techniqueNames: Readonly<Record<string, string>> }) {
  return (
    <ol className="divide-y divide-line" data-testid="staff-order-lines">
      {view.lines.map((line, index) => (
        <li key={line.lineId} className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="staff-order-line">
          <div className="flex min-w-0 gap-4">
            {line.goodsId ? <Thumb src={line.imageUrl} alt="" className="size-16" /> : null}
            <div className="min-w-0">
              <p className="font-medium text-ink">
                <span className="mr-2 text-ink-faint">{index + 1}.</span>
                {line.title}
              </p>
              <p className="text-[12px] text-ink-muted">{line.goodsCode || 'Quoted extra'}</p>
              {line.variants.some((variant) => variant.entries.length) ? (
                <ul className="mt-1 text-[12.5px] text-ink">
                  {line.variants.map((variant, i) => (
                    <li key={variant.specId ?? i}>
                      <SpecLine entries={variant.entries} /> <span className="tabular-nums text-ink-muted">× {variant.qty.toLocaleString('en-US')}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {line.customization ? (
                <div className="mt-2">
                  <CustomizationFacts customization={line.customization} techniqueName={line.customization.technique ? techniqueNames[line.customization.technique] : undefined} />
                </div>
              ) : null}
            </div>
          </div>
          <p className="text-right text-[13px] tabular-nums">
            <span className="block text-ink-muted">
              {line.qty.toLocaleString('en-US')} × {moneyCodeText(line.unitPrice, view.currency)}
            </span>
            <span className="font-medium text-ink">{moneyCodeText(line.amount, view.currency)}</span>
          </p>
        </li>
      ))}
      {view.sampleCredit ? (
        <li className="pt-4">
          <SampleCreditLines credit={view.sampleCredit} total={view.total} currency={view.currency} orderLink={staffOrderHref} money={moneyCodeText} />
        </li>
      ) : null}
      <li className="flex items-baseline justify-between pt-4">
        <span className="text-[12px] uppercase tracking-[0.12em] text-ink-muted">Total</span>
        <span className="text-[18px] font-semibold tabular-nums text-ink" data-testid="staff-order-total">{moneyCodeText(view.total, view.currency)}</span>
      </li>
    </ol>
  );
}

/**
 * An order the company has not placed with us yet (waiting for its admin's approval, or rejected): the desk opens it
 * only because someone of the company wrote about it, so it shows the lines and the conversation, and nothing to do.
 */
function UnplacedNote({ view }: { view: StaffOrderView }) {
  return (
    <p className="rounded-[3px] border border-amber-700/30 bg-amber-50 px-4 py-3 text-[13px] text-amber-950" role="note" data-testid="desk-unplaced-note">
      {view.status === 'rejected'
        ? 'The company’s admin did not approve this order, so it never reached the order desk. Its conversation stays open for your answer.'
        : 'This order waits for the company’s admin to approve it. It reaches the order desk once approved; until then you can read it and answer its conversation, nothing more.'}
    </p>
  );
}

/** One order for the sales team: moves, lines, buyer, address, shipment, quotation and history. */
export function StaffOrderDetail({ view: served, techniqueNames, parts }: { view: StaffOrderView; techniqueNames: Readonly<Record<string, string>>; parts: DeskOrderParts }) {
  // A desk step that answers the view (the money steps) shows it at once; a refreshed page brings the server's again.
  const [view, setView] = useState(served);
  const [shown, setShown] = useState(served);
  if (shown !== served) {
    setShown(served);
    setView(served);
  }
  const unplaced = UNPLACED_ORDER_STATUSES.includes(view.status);
  return (
    <div className="space-y-5" data-testid="staff-order" data-status={view.status}>
      <Link href="/admin/orders" className="inline-flex items-center gap-1 text-[13px] text-ink-muted hover:text-ink">
        <ChevronLeft size={14} /> All orders
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-[30px] leading-tight text-ink" data-testid="order-no">{view.orderNo}</h1>
            <OrderStatusBadge status={view.status} dense />
            <SampleOrderBadge kind={view.kind} dense />
            {view.late ? <LateBadge promisedShipDate={view.promisedShipDate} /> : null}
            <ConversationFlags conversation={view.conversation} />
          </div>
          <p className="mt-1 text-[13px] text-ink-muted">
            {view.lineCount} line{view.lineCount === 1 ? '' : 's'} · {view.totalQty.toLocaleString('en-US')} pcs · {moneyCodeText(view.total, view.currency)} · placed{' '}
            {dateText(view.createdAt)}
            {view.promisedShipDate ? <span className="whitespace-nowrap" data-testid="staff-order-promised"> · ships by {dateText(view.promisedShipDate)}</span> : null}
            {view.poNumber ? ` · PO ${view.poNumber}` : ''}
          </p>
        </div>
        {unplaced ? null : <OrderMoves view={view} />}
      </header>
      {unplaced ? <UnplacedNote view={view} /> : <parts.ShipDayNotice orderId={view.orderId} />}

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-5">
          {unplaced ? null : (
            <>
              <PaymentPanel side="staff" orderId={view.orderId} version={view.updatedAt} onView={setView} />
              <Overrides view={view} />
            </>
          )}
          <ConsolePanel title="Lines" testId="order-lines">
            <Lines view={view} techniqueNames={techniqueNames} />
          </ConsolePanel>
          {unplaced ? null : (
            <>
              <DeskProduction orderId={view.orderId} orderNo={view.orderNo} status={view.status} />
              <DeskProofsPanel orderId={view.orderId} />
              <DeskShipments view={view} PackPath={parts.PackPath} />
            </>
          )}
          <ConsolePanel title="Buyer's notes">
            <p className="whitespace-pre-line text-[13px] text-ink" data-testid="staff-order-notes">{view.notes || <span className="text-ink-muted">None.</span>}</p>
          </ConsolePanel>
          <OrderConversation side="staff" view={view} />
        </div>
        <aside className="space-y-5">
          <ConsoleBuyerPanel buyer={view.buyer} />
          <ConsolePanel title="Ship to">
            <ConsoleAddress address={view.address} />
          </ConsolePanel>
          {view.quotation && view.inquiryId ? (
            <ConsolePanel title="Quotation">
              <ConsoleFacts
                rows={[
                  ['Inquiry', <Link key="i" href={staffInquiryHref(view.inquiryId)} className="text-accent-strong hover:underline" data-testid="staff-order-inquiry">{view.inquiryNo}</Link>],
                  ['Version', `v${view.quotation.version}`],
                  ['Lead time', `${view.quotation.leadTimeDays} days`],
                  ['Valid until', dateText(view.quotation.validUntil)],
                  ['Documents', <span key="d" className="flex flex-wrap gap-x-3"><a href={view.quotation.pdfUrl} className="text-accent-strong hover:underline">Quotation PDF</a><a href={view.invoiceUrl} className="text-accent-strong hover:underline" data-testid="staff-invoice">Proforma invoice</a></span>],
                ]}
              />
            </ConsolePanel>
          ) : null}
          <ConsolePanel title="History">
            <ConsoleTimeline steps={view.history} label={orderStatusLabel} />
          </ConsolePanel>
        </aside>
      </div>
    </div>
  );
}
