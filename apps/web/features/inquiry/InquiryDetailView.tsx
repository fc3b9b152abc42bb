'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { type InquiryDetail, type InquiryMode, type StatusStep } from '@sw/protocol';
import { StatusTimeline } from '@/ui/StatusTimeline';
import { useIsViewer } from '@/lib/member';
import { toast } from '@/lib/toast';
import { PlacedByText, ViewerNote } from '@/ui/PlacedBy';
import { ButtonSpinner, ClockIcon, DocumentIcon, PencilIcon } from '@/ui/icons';
import { addAgainToCart, refusalText, useTechniqueNames } from './api';
import { dateText, dateTimeText, inquiryHref, modeLabel, moneyText, STATUS_TEXT } from './format';
import { BackLink, InquiryGate } from './InquiryGate';
import { InquiryThread } from './InquiryThread';
import { OrderCallout } from './OrderCallout';
import { QuotationActions } from './QuotationActions';
import { Panel, RequestView } from './RequestView';
import { InquiryStatusBadge } from './StatusBadge';
import { THREAD_ANCHOR, UnreadNotice } from './UnreadNotice';

const FINAL = new Set(['accepted', 'declined', 'expired']);

function stepText(step: StatusStep): string {
  if (step.from === step.to) return 'Request edited';
  if (step.from === null) return 'Inquiry sent';
  const to = STATUS_TEXT[step.to as keyof typeof STATUS_TEXT]?.label ?? step.to;
  return to;
}

function QuotationCard({ detail }: { detail: InquiryDetail }) {
  const quotation = detail.quotation;
  if (!quotation) {
    return (
      <div className="flex items-start gap-3 rounded-[4px] border border-line bg-surface-muted/60 p-5 text-[14px] text-ink-muted" data-testid="quotation-pending">
        <ClockIcon size={18} className="mt-0.5 flex-none text-accent" />
        <p>No quotation yet. {FINAL.has(detail.status) ? '' : 'Our sales team answers usually within 24 hours; you get an email when it is ready.'}</p>
      </div>
    );
  }
  return (
    <section className="rounded-[4px] border border-accent-line bg-accent-soft/40 p-5 sm:p-6" data-testid="quotation-summary">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow">Quotation v{quotation.version}</p>
          <p className="mt-1 font-display text-[32px] leading-none tabular-nums text-ink" data-testid="quotation-total">{moneyText(quotation.total, quotation.currency)}</p>
          <p className="mt-2 text-[13px] text-ink-muted">
            {quotation.lines.length} {quotation.lines.length === 1 ? 'line' : 'lines'} · lead time {quotation.leadTimeDays} days · valid until{' '}
            <span className="text-ink">{dateText(quotation.validUntil)}</span>
          </p>
        </div>
        <Link href={inquiryHref.quotation(detail.inquiryId, detail.mode)} className="btn btn-outline" data-testid="view-quotation">
          <DocumentIcon size={16} />
          View quotation
        </Link>
      </div>
    </section>
  );
}

function DetailBody({ detail, onChanged }: { detail: InquiryDetail; onChanged: (next: InquiryDetail) => void }) {
  const techniqueNames = useTechniqueNames(detail.mode !== 0);
  const [adding, setAdding] = useState(false);
  const hasDraft = detail.draft !== null;
  // A viewer reads the inquiry and downloads its quotation; every write would be refused (20011).
  const viewer = useIsViewer();

  // Arriving from 'Read it' (#messages): the page is drawn after the load, so the browser's own jump missed it.
  useEffect(() => {
    if (window.location.hash === `#${THREAD_ANCHOR}`) document.getElementById(THREAD_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, []);

  async function addAgain() {
    setAdding(true);
    const result = await addAgainToCart(detail.inquiryId);
    setAdding(false);
    if (!result.ok) return toast.warning(`Nothing was added to your cart: ${refusalText(result)}`, 4000);
    toast.success(result.data.added === 1 ? '1 line added to your inquiry cart.' : `${result.data.added} lines added to your inquiry cart.`);
  }

  return (
    <div data-testid="inquiry-detail" data-status={detail.status} data-mode={detail.mode}>
      <BackLink href={inquiryHref.list}>My Inquiry</BackLink>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow">{modeLabel(detail.mode)}</p>
          <h1 className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 font-display text-[30px] leading-tight text-ink sm:text-[36px]">
            <span className="tabular-nums" data-testid="detail-inquiry-no">{detail.inquiryNo}</span>
            <InquiryStatusBadge status={detail.status} />
          </h1>
          <p className="mt-2 text-[13px] text-ink-muted">
            Sent {dateTimeText(detail.createdAt)} · last change {dateTimeText(detail.updatedAt)}
            {detail.placedBy ? <> · <PlacedByText placedBy={detail.placedBy} verb="sent" /></> : null}
          </p>
        </div>
        <div className={`flex flex-wrap gap-2.5 ${viewer ? 'hidden' : ''}`}>
          {detail.editable ? (
            <Link href={inquiryHref.edit(detail.inquiryId, detail.mode)} className="btn btn-primary" data-testid="action-edit">
              <PencilIcon size={15} />
              {hasDraft ? 'Continue editing' : 'Edit'}
            </Link>
          ) : null}
          {detail.mode !== 0 ? (
            <button type="button" className="btn btn-outline" onClick={() => void addAgain()} disabled={adding} data-testid="action-add-to-cart">
              {adding ? <ButtonSpinner /> : null}
              Add to cart again
            </button>
          ) : null}
        </div>
      </header>

      <UnreadNotice detail={detail} onInquiryPage />
      <p className="mb-6 rounded-[4px] border border-line bg-surface px-5 py-4 text-[14px] leading-relaxed text-ink" data-testid="status-meaning">
        {detail.order ? `You accepted the quotation and ordered it as ${detail.order.orderNo}.` : STATUS_TEXT[detail.status].meaning}
        {hasDraft && detail.editable ? <span className="block text-[13px] text-amber-800">You have unsent changes: open Edit to send or discard them.</span> : null}
      </p>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0 space-y-6">
          <QuotationCard detail={detail} />
          {viewer ? <ViewerNote /> : detail.quotation ? <QuotationActions detail={detail} onChanged={onChanged} /> : null}
          <OrderCallout detail={detail} />
          <RequestView
            mode={detail.mode}
            lines={detail.lines}
            quick={detail.quick}
            address={detail.address}
            remark={detail.remark}
            tradeRequest={detail.tradeRequest}
            techniqueNames={techniqueNames}
          />
          <p className="text-[13px] text-ink-muted">
            <Link href={inquiryHref.original(detail.inquiryId, detail.mode)} className="font-medium text-ink underline decoration-accent/60 underline-offset-4 hover:text-accent-strong" data-testid="original-link">
              See the original request
            </Link>{' '}
            exactly as you first sent it.
          </p>
          <div id={THREAD_ANCHOR} className="scroll-mt-36">
            <InquiryThread inquiryId={detail.inquiryId} unreadBefore={detail.unread} closed={FINAL.has(detail.status)} />
          </div>
        </div>
        <aside className="space-y-6 xl:sticky xl:top-28">
          <Panel title="History">
            <StatusTimeline history={detail.history} stepText={stepText} testId="inquiry-history" />
          </Panel>
          {!viewer && !detail.quotation && detail.actions.includes('declined') ? (
            <Panel title="Changed your mind?">
              <p className="mb-4 text-[13px] leading-relaxed text-ink-muted">Close this inquiry if you no longer need a quotation.</p>
              <QuotationActions detail={detail} onChanged={onChanged} layout="stack" />
            </Panel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** /inquiry/details?inquiryId=&mode=: one inquiry with its quotation, actions, history and messages. */
export function InquiryDetailView({ inquiryId, mode }: { inquiryId: string; mode: InquiryMode | null }) {
  return <InquiryGate inquiryId={inquiryId} mode={mode}>{(detail, set) => <DetailBody detail={detail} onChanged={set} />}</InquiryGate>;
}
