import { FREIGHT_MODE_LABELS, type OrderTradeTerms } from '@sw/protocol';
import { dateText, moneyText } from './format';

/**
 * The trade terms the order was placed on (from its quotation): the Incoterm with its place, the charges in the total
 * apart from the goods, and the exchange rate kept with it. Nothing for an order placed before trade terms.
 */
export function OrderTradeTermsLines({ terms, currency }: { terms: OrderTradeTerms | null | undefined; currency: string }) {
  if (!terms) return null;
  const charges: [string, string, string][] = [];
  if (terms.freight) charges.push(['Freight', `${FREIGHT_MODE_LABELS[terms.freight.mode]} · ${terms.freight.carrier} · ${terms.freight.transitDays} days in transit`, terms.freight.cost]);
  if (terms.insurance !== null) charges.push(['Insurance', 'Cargo insurance', terms.insurance]);
  if (terms.duties !== null) charges.push(['Duties and taxes', 'Paid by us on import', terms.duties]);
  return (
    <div className="mt-5 border-t border-line pt-4 text-[13.5px]" data-testid="order-trade-terms">
      <p className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Trade terms</p>
      <p className="mt-1 font-medium text-ink" data-testid="order-incoterm">
        {terms.incoterm} {terms.place} <span className="font-normal text-ink-muted">· Incoterms 2020</span>
      </p>
      {charges.length ? (
        <ul className="mt-2 divide-y divide-line" aria-label="Charges apart from the goods">
          {charges.map(([label, detail, amount]) => (
            <li key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2" data-testid="order-charge">
              <span className="text-ink">
                {label} <span className="text-[12.5px] text-ink-muted">{detail}</span>
              </span>
              {/* A wire amount shown, never counted with: the total is the server's. */}
              <span className="tabular-nums text-ink">{moneyText(Number(amount), currency)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {terms.exchange ? (
        <p className="mt-2 text-ink-muted" data-testid="order-exchange">
          Rate kept from the quotation: 1 {terms.exchange.catalogueCurrency} = {terms.exchange.rate} {terms.exchange.currency} (rate of {dateText(terms.exchange.rateDate)}).
        </p>
      ) : null}
    </div>
  );
}
