import Link from 'next/link';
import { minorToNumber, toMinor, type SampleCredit } from '@sw/protocol';
import { moneyText } from '@/lib/format';

/**
 * Above an order's total: the goods, then the 'Sample credit' taken off them with the sample orders it came from
 * (docs/protocol.md, Sample credit and conversion). `orderLink` leads to a sample order on the reader's side.
 */
export function SampleCreditLines({
  credit, total, currency, orderLink, money = moneyText, className = '',
}: {
  credit: SampleCredit;
  total: number;
  currency: string;
  orderLink: (orderId: string) => string;
  /** How amounts read on this page (the console writes '24.00 USD'). */
  money?: (value: number, currency: string) => string;
  className?: string;
}) {
  const sources = [...new Map(credit.lines.map((line) => [line.sampleOrderId, line.sampleOrderNo])).entries()];
  const goods = minorToNumber(toMinor(total) + toMinor(credit.amount));
  return (
    <dl className={`space-y-1.5 text-[13px] ${className}`} data-testid="sample-credit">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-ink-muted">Goods</dt>
        <dd className="tabular-nums text-ink" data-testid="sample-credit-goods">{money(goods, currency)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="min-w-0 text-ink-muted">
          <span className="text-ink">Sample credit</span>
          <span className="block text-[12px]">
            Fees paid on{' '}
            {sources.map(([orderId, orderNo], i) => (
              <span key={orderId}>
                {i > 0 ? ', ' : ''}
                <Link href={orderLink(orderId)} className="underline underline-offset-2 hover:text-ink" data-testid="sample-credit-source">
                  {orderNo}
                </Link>
              </span>
            ))}
          </span>
        </dt>
        <dd className="flex-none tabular-nums text-accent-strong" data-testid="sample-credit-amount">−{money(credit.amount, currency)}</dd>
      </div>
    </dl>
  );
}
