'use client';
import { useState, type ComponentType } from 'react';
import { DOCUMENTS, type InquiryDetail, type InquiryMode, type QuotationView as Quotation } from '@sw/protocol';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/ui/EmptyState';
import { ButtonSpinner, ChevronDown, DocumentIcon } from '@/ui/icons';
import { dateText, dateTimeText, inquiryHref, moneyText, pcs } from './format';
import { BackLink, InquiryGate } from './InquiryGate';
import { NegotiationPanel } from './NegotiationPanel';
import { OrderCallout } from './OrderCallout';
import { QuotationActions } from './QuotationActions';
import { InquiryStatusBadge } from './StatusBadge';
import { UnreadNotice } from './UnreadNotice';
import { AgreementNote } from '@/ui/AgreementNote';

/**
 * The quotation's trade-term pieces (features/tradeTerms), handed in by the page since a feature never imports another:
 * its Incoterm and charges under the lines, and the landed-cost estimate under the sheet.
 */
export interface QuotationTermsParts {
  Charges: ComponentType<{ quotation: Quotation }>;
  LandedCost: ComponentType<{ quotation: Quotation }>;
}

function tierText(tiers: Quotation['lines'][number]['tiers'], index: number): string {
  const tier = tiers[index]!;
  const next = tiers[index + 1];
  return next ? `${tier.minQty.toLocaleString('en-US')}–${(next.minQty - 1).toLocaleString('en-US')}` : `${tier.minQty.toLocaleString('en-US')}+`;
}

/** One quotation: lines with tiers, unit price and amount; lead time, validity, remarks, terms and total. */
export function QuotationSheet({ quotation, inquiryNo, terms }: { quotation: Quotation; inquiryNo: string; terms: QuotationTermsParts }) {
  const [saving, setSaving] = useState(false);
  const pdf = quotation.pdfUrl ?? DOCUMENTS.quotationPdf(quotation.quotationId);

  async function download() {
    setSaving(true);
    try {
      await downloadFile(pdf, `Quotation ${inquiryNo} v${quotation.version}.pdf`);
    } catch {
      toast.warning('The PDF could not be downloaded. Please try again.', 4000);
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="rounded-[4px] border border-line bg-surface" data-testid="quotation-sheet" data-version={quotation.version}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line p-5 sm:p-6">
        <div>
          <p className="eyebrow">Quotation v{quotation.version}</p>
          <p className="mt-1 text-[13px] text-ink-muted">{quotation.sentAt ? `Sent ${dateTimeText(quotation.sentAt)}` : 'Draft'}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={() => void download()} disabled={saving} data-testid="quotation-pdf">
          {saving ? <ButtonSpinner /> : <DocumentIcon size={16} />}
          Download PDF
        </button>
      </header>

      <dl className="grid grid-cols-2 gap-4 border-b border-line p-5 text-[14px] sm:grid-cols-3 sm:p-6">
        {/* On a phone the total has the row to itself: a long amount (CN¥46,201.96) would run into the lead time. */}
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Total</dt>
          <dd className="mt-1 font-display text-[26px] leading-none tabular-nums text-ink" data-testid="quotation-sheet-total">{moneyText(quotation.total, quotation.currency)}</dd>
        </div>
        <div>
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Lead time</dt>
          <dd className="mt-1 text-ink">{quotation.leadTimeDays} days</dd>
        </div>
        <div>
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Valid until</dt>
          <dd className="mt-1 text-ink" data-testid="quotation-valid">{dateText(quotation.validUntil)}</dd>
        </div>
      </dl>

      {/* On a phone each line is a card; from 640 px a table. */}
      <ul className="divide-y divide-line sm:hidden" aria-label="Quotation lines">
        {quotation.lines.map((line, index) => (
          <li key={`${line.itemId ?? 'extra'}-${index}`} className="space-y-2 px-5 py-4 text-[13.5px]">
            <div>
              <p className="font-medium text-ink">{line.title}</p>
              <AgreementNote agreement={line.agreement} />
            </div>
            <ul className="flex flex-wrap gap-1.5 text-[11.5px] tabular-nums">
              {line.tiers.map((tier, t) => (
                <li
                  key={tier.minQty}
                  className={`rounded-full border px-2.5 py-0.5 ${tier.unitPrice === line.unitPrice ? 'border-accent bg-accent-soft/60 text-accent-strong' : 'border-line text-ink-muted'}`}
                >
                  {tierText(line.tiers, t)} · {moneyText(tier.unitPrice, quotation.currency)}
                </li>
              ))}
            </ul>
            <p className="flex justify-between gap-3 tabular-nums text-ink-muted">
              <span>
                {pcs(line.qty)} × {moneyText(line.unitPrice, quotation.currency)}
              </span>
              <span className="font-medium text-ink">{moneyText(line.amount, quotation.currency)}</span>
            </p>
          </li>
        ))}
        <li className="flex items-baseline justify-between px-5 py-4">
          <span className="text-[12px] uppercase tracking-[0.14em] text-ink-muted">Total</span>
          <span className="font-display text-[20px] tabular-nums text-ink">{moneyText(quotation.total, quotation.currency)}</span>
        </li>
      </ul>
      <div className="relative hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[560px] text-[13.5px]" data-testid="quotation-lines">
          <thead>
            <tr className="border-b border-line text-left text-[11px] uppercase tracking-[0.14em] text-ink-muted">
              <th className="px-5 py-3 font-medium sm:px-6">Item</th>
              <th className="px-3 py-3 font-medium">Price tiers</th>
              <th className="px-3 py-3 text-right font-medium">Quantity</th>
              <th className="px-3 py-3 text-right font-medium">Unit price</th>
              <th className="px-5 py-3 text-right font-medium sm:px-6">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {quotation.lines.map((line, index) => (
              <tr key={`${line.itemId ?? 'extra'}-${index}`} className="align-top" data-testid="quotation-line">
                <td className="px-5 py-3.5 text-ink sm:px-6">
                  {line.title}
                  <AgreementNote agreement={line.agreement} className="mt-0.5 text-[12px] leading-snug text-ink-muted" />
                </td>
                <td className="px-3 py-3.5">
                  <ul className="space-y-0.5 text-[12px] tabular-nums text-ink-muted">
                    {line.tiers.map((tier, t) => (
                      <li key={tier.minQty} className={tier.unitPrice === line.unitPrice ? 'font-medium text-accent-strong' : ''}>
                        {tierText(line.tiers, t)} pcs · {moneyText(tier.unitPrice, quotation.currency)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-3.5 text-right tabular-nums text-ink">{pcs(line.qty)}</td>
                <td className="px-3 py-3.5 text-right tabular-nums text-ink">{moneyText(line.unitPrice, quotation.currency)}</td>
                <td className="px-5 py-3.5 text-right tabular-nums text-ink sm:px-6">{moneyText(line.amount, quotation.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line-strong">
              <td colSpan={4} className="px-5 py-3.5 text-right text-[12px] uppercase tracking-[0.14em] text-ink-muted sm:px-6">Total</td>
              <td className="px-5 py-3.5 text-right font-display text-[20px] tabular-nums text-ink sm:px-6">{moneyText(quotation.total, quotation.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <terms.Charges quotation={quotation} />
      <div className="border-t border-line px-5 py-4 text-[13.5px] leading-relaxed sm:px-6" data-testid="quotation-payment-terms">
        <p className="mb-1 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Payment terms</p>
        <p className="text-ink">{quotation.paymentTerms.label}</p>
      </div>
      {quotation.remarks || quotation.terms ? (
        <div className="grid gap-5 border-t border-line p-5 text-[13.5px] leading-relaxed sm:grid-cols-2 sm:p-6">
          {quotation.remarks ? (
            <div>
              <p className="mb-1.5 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Remarks</p>
              <p className="whitespace-pre-line break-words text-ink" data-testid="quotation-remarks">{quotation.remarks}</p>
            </div>
          ) : null}
          {quotation.terms ? (
            <div>
              <p className="mb-1.5 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Terms</p>
              <p className="whitespace-pre-line break-words text-ink-muted">{quotation.terms}</p>
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function Earlier({ quotation, inquiryNo, terms }: { quotation: Quotation; inquiryNo: string; terms: QuotationTermsParts }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-[4px] border border-line bg-surface" data-testid="earlier-quotation">
      <button type="button" className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left sm:px-6" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>
          <span className="font-medium text-ink">Version {quotation.version}</span>
          <span className="ml-3 text-[13px] text-ink-muted">
            {moneyText(quotation.total, quotation.currency)} · {quotation.sentAt ? `sent ${dateText(quotation.sentAt)}` : 'draft'}
          </span>
        </span>
        <ChevronDown size={18} className={`flex-none text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div className="border-t border-line p-3 sm:p-4">
          <QuotationSheet quotation={quotation} inquiryNo={inquiryNo} terms={terms} />
        </div>
      ) : null}
    </li>
  );
}

function Body({ detail, onChanged, reload, terms }: { detail: InquiryDetail; onChanged: (next: InquiryDetail) => void; reload: () => void; terms: QuotationTermsParts }) {
  return (
    <div data-testid="quotation-page" data-status={detail.status}>
      <BackLink href={inquiryHref.details(detail.inquiryId, detail.mode)}>Inquiry {detail.inquiryNo}</BackLink>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Inquiry {detail.inquiryNo}</p>
          <h1 className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 font-display text-[30px] leading-tight text-ink sm:text-[36px]">
            Quotation <InquiryStatusBadge status={detail.status} />
          </h1>
        </div>
      </header>
      <UnreadNotice detail={detail} onInquiryPage={false} />
      {detail.quotation ? (
        <div className="space-y-6">
          <OrderCallout detail={detail} />
          <QuotationSheet quotation={detail.quotation} inquiryNo={detail.inquiryNo} terms={terms} />
          <NegotiationPanel detail={detail} onChanged={reload} />
          <terms.LandedCost quotation={detail.quotation} />
          <QuotationActions detail={detail} onChanged={onChanged} />
          {detail.earlierQuotations.length ? (
            <section>
              <h2 className="mb-3 font-display text-[22px] text-ink">Earlier versions</h2>
              <ul className="space-y-2.5">
                {detail.earlierQuotations.map((q) => (
                  <Earlier key={q.quotationId} quotation={q} inquiryNo={detail.inquiryNo} terms={terms} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <EmptyState icon={DocumentIcon} title="No quotation yet" actions={[{ href: inquiryHref.details(detail.inquiryId, detail.mode), label: 'Back to the inquiry', primary: true }]}>
          Our sales team is preparing it, usually within 24 hours. You get an email when it is ready.
        </EmptyState>
      )}
    </div>
  );
}

/** /inquiry/quotation?inquiryId=: the latest sent quotation, its earlier versions, and the buyer's answers. */
export function InquiryQuotationView({ inquiryId, mode, terms }: { inquiryId: string; mode: InquiryMode | null; terms: QuotationTermsParts }) {
  return <InquiryGate inquiryId={inquiryId} mode={mode}>{(detail, set, reload) => <Body detail={detail} onChanged={set} reload={reload} terms={terms} />}</InquiryGate>;
}
