import { DOCUMENTS, type QuotationView } from '@sw/protocol';
import { ConsolePanel } from '@/ui/console';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { dateText, moneyCodeText } from '@/lib/format';

type QuotedLine = QuotationView['lines'][number];

const tiersText = (line: QuotedLine, currency: string) => line.tiers.map((tier) => `${tier.minQty}+ → ${moneyCodeText(tier.unitPrice, currency)}`).join(' · ');

/** A sent version's lines, priced in its currency; the figures' columns fit them on one line. */
const lineColumns = (currency: string): ConsoleColumn<QuotedLine>[] => [
  { key: 'line', head: 'Line', className: 'text-ink', cell: (line) => line.title },
  { key: 'qty', head: 'Qty', width: 'w-[72px]', right: true, className: 'tabular-nums', cell: (line) => line.qty.toLocaleString('en-US') },
  { key: 'tiers', head: 'Tiers', className: 'text-ink-muted', cell: (line) => tiersText(line, currency) },
  { key: 'unit', head: 'Unit', width: 'w-[104px]', right: true, className: 'whitespace-nowrap tabular-nums', cell: (line) => moneyCodeText(line.unitPrice, currency) },
  { key: 'amount', head: 'Amount', width: 'w-[120px]', right: true, className: 'whitespace-nowrap tabular-nums', cell: (line) => moneyCodeText(line.amount, currency) },
];

/** A line on a phone: every figure in view, no table to scroll sideways. */
function LineCard({ line, currency }: { line: QuotedLine; currency: string }) {
  return (
    <div className="py-2 text-[13px]">
      <p className="text-ink">
        {line.title} <span className="whitespace-nowrap tabular-nums text-ink-muted">× {line.qty.toLocaleString('en-US')}</span>
      </p>
      <p className="text-[12px] text-ink-muted">{tiersText(line, currency)}</p>
      <p className="mt-0.5 flex justify-between gap-3 tabular-nums">
        <span className="whitespace-nowrap text-ink-muted">{moneyCodeText(line.unitPrice, currency)} each</span>
        <span className="whitespace-nowrap font-medium text-ink">{moneyCodeText(line.amount, currency)}</span>
      </p>
    </div>
  );
}

/** Every sent version, newest first, each with its lines and PDF. */
export function QuotationVersions({ versions }: { versions: QuotationView[] }) {
  if (versions.length === 0) return null;
  return (
    <ConsolePanel title="Sent quotations" testId="quotation-versions">
      <ul className="divide-y divide-line">
        {versions.map((q, index) => (
          // The PDF link sits beside the summary, not in it: a link inside <summary> is a control inside a control.
          <li key={q.quotationId} className="flex items-start gap-4 py-3 first:pt-0 last:pb-0" data-testid="quotation-version" data-version={q.version}>
            <details open={index === 0} className="min-w-0 flex-1">
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-5 gap-y-1 text-[13px] marker:text-ink-faint">
                <span className="font-semibold text-ink">Version {q.version}</span>
                <span className="text-ink-muted">Sent {dateText(q.sentAt)}</span>
                <span className="tabular-nums text-ink">{moneyCodeText(q.total, q.currency)}</span>
                <span className="text-ink-muted">Valid until {dateText(q.validUntil)}</span>
                <span className="text-ink-muted">Lead time {q.leadTimeDays} days</span>
              </summary>
              <div className="mt-2">
                <ConsoleTable
                  rows={q.lines}
                  columns={lineColumns(q.currency)}
                  rowKey={(_, i) => i}
                  dense
                  cards={{ testId: 'quotation-line-card', render: (line) => <LineCard line={line} currency={q.currency} /> }}
                />
                <p className="mt-2 text-[13px] text-ink" data-testid="version-trade-terms">
                  {q.tradeTerms.label}
                  {q.tradeTerms.freight ? ` · ${q.tradeTerms.freight.modeLabel}, ${q.tradeTerms.freight.carrier}, ${q.tradeTerms.freight.transitDays} days: ${moneyCodeText(q.tradeTerms.freight.cost, q.currency)}` : ''}
                  {q.tradeTerms.insurance !== null ? ` · Insurance ${moneyCodeText(q.tradeTerms.insurance, q.currency)}` : ''}
                  {q.tradeTerms.duties !== null ? ` · Duties ${moneyCodeText(q.tradeTerms.duties, q.currency)}` : ''}
                  {q.exchange ? ` · 1 ${q.exchange.catalogueCurrency} = ${q.exchange.rate} ${q.exchange.currency}, locked until ${dateText(q.exchange.lockedUntil)}` : ''}
                </p>
                <p className="mt-2 text-[13px] text-ink" data-testid="version-payment-terms">Payment terms: {q.paymentTerms.label}</p>
                {q.remarks ? <p className="mt-2 whitespace-pre-line text-[13px] text-ink-muted">{q.remarks}</p> : null}
              </div>
            </details>
            <a
              href={q.pdfUrl ?? DOCUMENTS.quotationPdf(q.quotationId)}
              target="_blank"
              rel="noopener"
              aria-label={`PDF of version ${q.version}`}
              className="inline-flex min-h-6 shrink-0 items-center px-1 text-[13px] font-medium text-accent-strong underline-offset-2 hover:underline"
              data-testid="quotation-pdf"
            >
              PDF
            </a>
          </li>
        ))}
      </ul>
    </ConsolePanel>
  );
}
