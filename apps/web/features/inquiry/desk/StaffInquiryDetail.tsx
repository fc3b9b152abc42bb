import Link from 'next/link';
import { tradeRequestText, type StaffInquiryView } from '@sw/protocol';
import { staffOrderHref } from '@/lib/links';
import { ConsoleAddress, ConsoleBuyerPanel, ConsolePanel, ConsoleTimeline } from '@/ui/console';
import { ChevronLeft } from '@/ui/icons';
import { DeclineInquiry } from './DeclineInquiry';
import { dateText, moneyCodeText } from '@/lib/format';
import { DESK_STATUS_LABEL } from '../format';
import { MODE_LABEL } from './format';
import { QuotationEditor, type TradeTermsFieldType } from './QuotationEditor';
import { QuotationVersions } from './QuotationVersions';
import { QuickRequestView, RequestLines } from './RequestLines';
import { StaffThread } from './StaffThread';
import { InquiryStatusBadge } from '../StatusBadge';

/** Statuses in which the desk prices the inquiry (the back-end refuses a quotation otherwise). */
const QUOTABLE = new Set(['submitted', 'revision_requested']);

/** An inquiry in full for the sales team: the request, the quotation editor, sent versions, the thread, and who asks. */
export function StaffInquiryDetail({ view, techniqueNames, TradeTermsField }: {
  view: StaffInquiryView;
  techniqueNames: Readonly<Record<string, string>>;
  /** The quotation editor's trade-terms fieldset, from features/tradeTerms (the page hands it in). */
  TradeTermsField: TradeTermsFieldType;
}) {
  const versions = view.quotation ? [view.quotation, ...view.earlierQuotations] : view.earlierQuotations;
  const quotable = QUOTABLE.has(view.status);
  // An edit is a history step that keeps the status, by the buyer (services/inquiry/edits.ts); a quotation moves it.
  const edited = view.history.some((step) => step.from === step.to && step.actor === 'buyer');
  return (
    <div className="space-y-5" data-testid="staff-inquiry" data-status={view.status}>
      <Link href="/admin/inquiries" className="inline-flex items-center gap-1 text-[13px] text-ink-muted hover:text-ink">
        <ChevronLeft size={14} /> All inquiries
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-[30px] leading-tight text-ink" data-testid="inquiry-no">
              {view.inquiryNo}
            </h1>
            <InquiryStatusBadge status={view.status} desk />
          </div>
          <p className="mt-1 text-[13px] text-ink-muted">
            {MODE_LABEL[view.mode]} inquiry · {view.lineCount} line{view.lineCount === 1 ? '' : 's'} · {view.totalQty.toLocaleString('en-US')} pcs ·
            submitted {dateText(view.createdAt)}
            {view.quotedTotal !== null ? ` · quoted ${moneyCodeText(view.quotedTotal, view.currency)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {view.order ? (
            <Link href={staffOrderHref(view.order.orderId)} className="btn btn-outline h-9 min-h-9 px-4" data-testid="inquiry-order-link">
              Order {view.order.orderNo}
            </Link>
          ) : null}
          {view.actions.includes('declined') ? <DeclineInquiry inquiryId={view.inquiryId} inquiryNo={view.inquiryNo} /> : null}
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-5">
          <ConsolePanel title={view.mode === 0 ? 'Quick request' : 'Request lines'} testId="request">
            {view.quick ? <QuickRequestView quick={view.quick} /> : null}
            {view.lines.length > 0 || !view.quick ? <RequestLines lines={view.lines} techniqueNames={techniqueNames} /> : null}
          </ConsolePanel>

          {quotable ? (
            <QuotationEditor key={view.status} view={view} TradeTermsField={TradeTermsField} />
          ) : (
            <ConsolePanel title="Quotation">
              <p className="text-[13px] text-ink-muted" data-testid="quotation-state">
                {view.status === 'quoted'
                  ? `Version ${view.quotation?.version ?? ''} is with the buyer. You can quote again once they ask for a revision.`
                  : `This inquiry is ${DESK_STATUS_LABEL[view.status].toLowerCase()}; it takes no more quotations.`}
              </p>
            </ConsolePanel>
          )}

          <QuotationVersions versions={versions} />
          <StaffThread inquiryId={view.inquiryId} messages={view.messages} unread={view.unread} status={view.status} />

          {edited ? (
            <ConsolePanel title="Original request" testId="original-request">
              <details>
                <summary className="cursor-pointer text-[13px] text-ink-muted">
                  What the buyer first sent on {dateText(view.original.submittedAt)} (kept unchanged through edits)
                </summary>
                <div className="mt-3 space-y-3">
                  {view.original.quick ? <QuickRequestView quick={view.original.quick} /> : null}
                  {view.original.lines.length ? <RequestLines lines={view.original.lines} techniqueNames={techniqueNames} /> : null}
                  {view.original.remark ? <p className="whitespace-pre-line text-[13px] text-ink">{view.original.remark}</p> : null}
                </div>
              </details>
            </ConsolePanel>
          ) : null}
        </div>

        <aside className="space-y-5">
          <ConsoleBuyerPanel buyer={view.buyer} more={[['New designs', view.buyer.auditFlag === 2 ? 'Approved' : view.buyer.auditFlag === 1 ? 'Requested' : 'No access']]} />
          <ConsolePanel title="Ship to">
            <ConsoleAddress address={view.address} />
          </ConsolePanel>
          {view.tradeRequest ? (
            <ConsolePanel title="Buyer asks for">
              <p className="text-[13px] text-ink" data-testid="trade-request">{tradeRequestText(view.tradeRequest)}. The editor starts from it.</p>
            </ConsolePanel>
          ) : null}
          <ConsolePanel title="Buyer's remark">
            <p className="whitespace-pre-line text-[13px] text-ink" data-testid="remark">
              {view.remark || <span className="text-ink-muted">None.</span>}
            </p>
          </ConsolePanel>
          <ConsolePanel title="History">
            <ConsoleTimeline steps={view.history} label={(status) => DESK_STATUS_LABEL[status as keyof typeof DESK_STATUS_LABEL] ?? status} />
          </ConsolePanel>
        </aside>
      </div>
    </div>
  );
}
