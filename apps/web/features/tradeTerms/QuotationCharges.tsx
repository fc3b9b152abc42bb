'use client';
import type { QuotationView as Quotation } from '@sw/protocol';
import { dateText, moneyText } from '@/lib/format';
import { ChargeList } from './ChargeList';

const caption = 'text-[11px] uppercase tracking-[0.14em] text-ink-muted';

/** The quotation's Incoterm and the costs quoted apart from the goods, and the catalogue-currency equivalent of the total. */
export function QuotationCharges({ quotation }: { quotation: Quotation }) {
  const { tradeTerms: terms, currency, exchange } = quotation;
  return (
    <div className="border-t border-line px-5 py-4 text-[13.5px] sm:px-6" data-testid="quotation-trade-terms">
      <p className={caption}>Trade terms</p>
      <p className="mt-1 font-medium text-ink" data-testid="quotation-incoterm">
        {terms.incoterm} {terms.place} <span className="font-normal text-ink-muted">· {terms.incotermName}, Incoterms 2020</span>
      </p>
      <ChargeList terms={terms} currency={currency} className="mt-3 divide-y divide-line border-y border-line" testId="quotation-charge">
        <li className="flex justify-between gap-4 py-2 text-ink-muted">
          <span>Goods {moneyText(terms.goodsTotal, currency)} + charges {moneyText(terms.chargesTotal, currency)}</span>
          <span className="tabular-nums font-medium text-ink">{moneyText(quotation.total, currency)}</span>
        </li>
      </ChargeList>
      {exchange ? (
        <p className="mt-3 text-ink-muted" data-testid="quotation-exchange">
          About <span className="tabular-nums text-ink">{moneyText(exchange.catalogueTotal, exchange.catalogueCurrency)}</span> at 1 {exchange.catalogueCurrency} = {exchange.rate}{' '}
          {exchange.currency} (rate of {dateText(exchange.rateDate)}), locked until {dateText(exchange.lockedUntil)}.
        </p>
      ) : null}
    </div>
  );
}
