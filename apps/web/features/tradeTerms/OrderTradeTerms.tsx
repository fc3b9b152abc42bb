'use client';
import type { OrderTradeTerms } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { ChargeList } from './ChargeList';

/**
 * The trade terms the order was placed on (from its quotation): the Incoterm with its place, the charges in the total
 * apart from the goods, and the exchange rate kept with it. Nothing for an order placed before trade terms.
 */
export function OrderTradeTermsLines({ terms, currency }: { terms: OrderTradeTerms | null | undefined; currency: string }) {
  if (!terms) return null;
  return (
    <div className="mt-5 border-t border-line pt-4 text-[13.5px]" data-testid="order-trade-terms">
      <p className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Trade terms</p>
      <p className="mt-1 font-medium text-ink" data-testid="order-incoterm">
        {terms.incoterm} {terms.place} <span className="font-normal text-ink-muted">· Incoterms 2020</span>
      </p>
      <ChargeList terms={terms} currency={currency} className="mt-2 divide-y divide-line" testId="order-charge" />
      {terms.exchange ? (
        <p className="mt-2 text-ink-muted" data-testid="order-exchange">
          Rate kept from the quotation: 1 {terms.exchange.catalogueCurrency} = {terms.exchange.rate} {terms.exchange.currency} (rate of {dateText(terms.exchange.rateDate)}).
        </p>
      ) : null}
    </div>
  );
}
