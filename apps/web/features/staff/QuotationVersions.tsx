import { DOCUMENTS, type QuotationView } from '@sw/protocol';
import { ConsolePanel } from '@/ui/console';
import { dateText, moneyText } from './format';

/** Every sent version, newest first, each with its lines and PDF. */
export function QuotationVersions({ versions }: { versions: QuotationView[] }) {
  if (versions.length === 0) return null;
  return (
    <ConsolePanel title="Sent quotations" testId="quotation-versions">
      <ul className="divide-y divide-line">
        {versions.map((q, index) => (
          <li key={q.quotationId} className="py-3 first:pt-0 last:pb-0" data-testid="quotation-version" data-version={q.version}>
            <details open={index === 0}>
              <summary className="flex cursor-pointer flex-wrap items-center gap-x-5 gap-y-1 text-[13px] marker:text-ink-faint">
                <span className="font-semibold text-ink">Version {q.version}</span>
                <span className="text-ink-muted">Sent {dateText(q.sentAt)}</span>
                <span className="tabular-nums text-ink">{moneyText(q.total, q.currency)}</span>
                <span className="text-ink-muted">Valid until {dateText(q.validUntil)}</span>
                <span className="text-ink-muted">Lead time {q.leadTimeDays} days</span>
                <a
                  href={q.pdfUrl ?? DOCUMENTS.quotationPdf(q.quotationId)}
                  target="_blank"
                  rel="noopener"
                  className="ml-auto font-medium text-accent-strong underline-offset-2 hover:underline"
                  data-testid="quotation-pdf"
                >
                  PDF
                </a>
              </summary>
              <div className="mt-2 overflow-x-auto">
                <table className="w-full min-w-[520px] text-[13px]">
                  <thead className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">
                    <tr className="border-b border-line">
                      <th className="py-1.5 pr-3 text-left font-medium">Line</th>
                      <th className="py-1.5 pr-3 text-right font-medium">Qty</th>
                      <th className="py-1.5 pr-3 text-left font-medium">Tiers</th>
                      <th className="py-1.5 pr-3 text-right font-medium">Unit</th>
                      <th className="py-1.5 text-right font-medium">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.lines.map((line, i) => (
                      <tr key={i} className="border-b border-line last:border-0">
                        <td className="py-1.5 pr-3 text-ink">{line.title}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{line.qty.toLocaleString('en-US')}</td>
                        <td className="py-1.5 pr-3 text-ink-muted">
                          {line.tiers.map((tier) => `${tier.minQty}+ → ${moneyText(tier.unitPrice, q.currency)}`).join(' · ')}
                        </td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{moneyText(line.unitPrice, q.currency)}</td>
                        <td className="py-1.5 text-right tabular-nums">{moneyText(line.amount, q.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {q.remarks ? <p className="mt-2 whitespace-pre-line text-[13px] text-ink-muted">{q.remarks}</p> : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </ConsolePanel>
  );
}
