import Link from 'next/link';
import type { ShippingAddress, StaffInquiryView, StatusStep } from '@sw/protocol';
import { ChevronLeft } from '@/ui/icons';
import { Panel } from './ConsoleLayout';
import { DeclineInquiry } from './DeclineInquiry';
import { dateText, dateTimeText, MODE_LABEL, moneyText, STATUS_LABEL } from './format';
import { QuotationEditor } from './QuotationEditor';
import { QuotationVersions } from './QuotationVersions';
import { QuickRequestView, RequestLines } from './RequestLines';
import { StaffThread } from './StaffThread';
import { StatusBadge } from './StatusBadge';

/** Statuses in which the desk prices the inquiry (the back-end refuses a quotation otherwise). */
const QUOTABLE = new Set(['submitted', 'revision_requested']);

function Address({ address }: { address: ShippingAddress | null }) {
  if (!address) return <p className="text-[13px] text-ink-muted">No address given.</p>;
  return (
    <address className="text-[13px] not-italic leading-5 text-ink" data-testid="ship-to">
      <span className="font-medium">{address.contactName}</span>
      {address.company ? <br /> : null}
      {address.company}
      <br />
      {address.street}
      <br />
      {[address.postcode, address.city, address.region].filter(Boolean).join(' ')}
      <br />
      {address.countryName}
      <br />
      <span className="text-ink-muted">{address.phone}</span>
    </address>
  );
}

function Timeline({ steps }: { steps: StatusStep[] }) {
  return (
    <ol className="relative space-y-3 border-l border-line pl-4" data-testid="history">
      {steps.map((step, i) => (
        <li key={i} className="relative">
          <span className="absolute -left-[21px] top-1.5 h-2 w-2 rounded-full bg-accent" aria-hidden="true" />
          <p className="text-[13px] text-ink">
            <span className="font-medium">{STATUS_LABEL[step.to as keyof typeof STATUS_LABEL] ?? step.to}</span>
            <span className="text-ink-muted"> · by {step.actor === 'staff' ? 'sales team' : step.actor}</span>
          </p>
          <p className="text-[11px] text-ink-muted">{dateTimeText(step.at)}</p>
          {step.note ? <p className="mt-0.5 whitespace-pre-line text-[13px] text-ink-muted">“{step.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[96px_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-[13px]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An inquiry in full for the sales team: the request, the quotation editor, sent versions, the thread, and who asks. */
export function StaffInquiryDetail({ view }: { view: StaffInquiryView }) {
  const versions = view.quotation ? [view.quotation, ...view.earlierQuotations] : view.earlierQuotations;
  const quotable = QUOTABLE.has(view.status);
  const edited = view.original.submittedAt !== view.updatedAt;
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
            <StatusBadge status={view.status} />
          </div>
          <p className="mt-1 text-[13px] text-ink-muted">
            {MODE_LABEL[view.mode]} inquiry · {view.lineCount} line{view.lineCount === 1 ? '' : 's'} · {view.totalQty.toLocaleString('en-US')} pcs ·
            submitted {dateText(view.createdAt)}
            {view.quotedTotal !== null ? ` · quoted ${moneyText(view.quotedTotal, view.currency)}` : ''}
          </p>
        </div>
        {view.actions.includes('declined') ? <DeclineInquiry inquiryId={view.inquiryId} inquiryNo={view.inquiryNo} /> : null}
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-5">
          <Panel title={view.mode === 0 ? 'Quick request' : 'Request lines'} testId="request">
            {view.quick ? <QuickRequestView quick={view.quick} /> : null}
            {view.lines.length > 0 || !view.quick ? <RequestLines lines={view.lines} /> : null}
          </Panel>

          {quotable ? (
            <QuotationEditor key={view.status} view={view} />
          ) : (
            <Panel title="Quotation">
              <p className="text-[13px] text-ink-muted" data-testid="quotation-state">
                {view.status === 'quoted'
                  ? `Version ${view.quotation?.version ?? ''} is with the buyer. You can quote again once they ask for a revision.`
                  : `This inquiry is ${STATUS_LABEL[view.status].toLowerCase()}; it takes no more quotations.`}
              </p>
            </Panel>
          )}

          <QuotationVersions versions={versions} />
          <StaffThread inquiryId={view.inquiryId} messages={view.messages} unread={view.unread} status={view.status} />

          {edited ? (
            <Panel title="Original request" testId="original-request">
              <details>
                <summary className="cursor-pointer text-[13px] text-ink-muted">
                  What the buyer first sent on {dateText(view.original.submittedAt)} (kept unchanged through edits)
                </summary>
                <div className="mt-3 space-y-3">
                  {view.original.quick ? <QuickRequestView quick={view.original.quick} /> : null}
                  {view.original.lines.length ? <RequestLines lines={view.original.lines} /> : null}
                  {view.original.remark ? <p className="whitespace-pre-line text-[13px] text-ink">{view.original.remark}</p> : null}
                </div>
              </details>
            </Panel>
          ) : null}
        </div>

        <aside className="space-y-5">
          <Panel title="Buyer" testId="buyer">
            <Facts
              rows={[
                ['Company', view.buyer.company ?? '—'],
                ['Name', view.buyer.nick],
                ['Email', <a key="email" href={`mailto:${view.buyer.email}`} title={view.buyer.email} className="block truncate text-accent-strong hover:underline">{view.buyer.email}</a>],
                ['Country', view.buyer.country ?? '—'],
                ['New designs', view.buyer.auditFlag === 2 ? 'Approved' : view.buyer.auditFlag === 1 ? 'Requested' : 'No access'],
              ]}
            />
          </Panel>
          <Panel title="Ship to">
            <Address address={view.address} />
          </Panel>
          <Panel title="Buyer's remark">
            <p className="whitespace-pre-line text-[13px] text-ink" data-testid="remark">
              {view.remark || <span className="text-ink-muted">None.</span>}
            </p>
          </Panel>
          <Panel title="History">
            <Timeline steps={view.history} />
          </Panel>
        </aside>
      </div>
    </div>
  );
}
