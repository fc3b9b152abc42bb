import { chargeLines, type ChargesOf } from '@sw/protocol';
import { moneyText } from '@/lib/format';

/**
 * The charges quoted apart from the goods (freight, insurance, duties), one row each: the quotation's and the order's
 * trade terms draw the same rows from `chargeLines()`. Amounts are the server's, shown and never counted with.
 * Nothing when no charge is quoted. `children` adds rows below (the quotation's goods + charges line).
 */
export function ChargeList({ terms, currency, className, testId, children }: {
  terms: ChargesOf<number | string>;
  currency: string;
  className: string;
  testId: string;
  children?: React.ReactNode;
}) {
  const lines = chargeLines(terms);
  if (!lines.length) return null;
  return (
    <ul className={className} aria-label="Charges apart from the goods">
      {lines.map((line) => (
        <li key={line.kind} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2" data-testid={testId}>
          <span className="text-ink">
            {line.label} <span className="text-[12.5px] text-ink-muted">{line.detail}</span>
          </span>
          <span className="tabular-nums text-ink">{moneyText(Number(line.amount), currency)}</span>
        </li>
      ))}
      {children}
    </ul>
  );
}
