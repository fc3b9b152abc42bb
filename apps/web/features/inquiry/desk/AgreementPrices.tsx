import type { AgreementLinePrice, QuotationTier, StaffInquiryView } from '@sw/protocol';
import { moneyCodeText } from '@/lib/format';

function Tiers({ tiers, currency, struck }: { tiers: readonly QuotationTier[]; currency: string; struck?: boolean }) {
  return (
    <ul className={`space-y-0.5 tabular-nums ${struck ? 'text-ink-muted' : 'text-ink'}`}>
      {tiers.map((tier) => (
        <li key={tier.minQty} className="whitespace-nowrap">
          {tier.minQty.toLocaleString('en-US')}+ <span className={struck ? 'line-through' : 'font-medium'}>{moneyCodeText(tier.unitPrice, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

function AgreementRow({ title, price }: { title: string; price: AgreementLinePrice }) {
  return (
    <li className="grid gap-x-4 gap-y-1.5 py-2.5 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]" data-testid="agreement-price" data-agreement={price.agreement ? 'list' : 'catalogue'}>
      <div className="min-w-0">
        <p className="truncate font-medium text-ink" title={title}>{title}</p>
        <p className="mt-0.5 text-[12px] leading-snug text-ink-muted" data-testid="agreement-why">{price.why}</p>
      </div>
      <div>
        <p className="text-[11px] font-semibold uppercase tracking-[0.1em] text-ink-muted">{price.agreement ? 'Agreement' : 'Catalogue'}</p>
        <Tiers tiers={price.tiers} currency={price.currency} />
      </div>
      {price.agreement ? (
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-[0.1em] text-ink-muted">Catalogue</p>
          <Tiers tiers={price.catalogueTiers} currency={price.catalogueCurrency} struck />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The inquiry's company agreement prices today beside the catalogue's (issue 51): what a new draft starts from, so
 * the desk quotes the agreed prices without re-typing them. Shown only when an agreement prices a line.
 */
export function AgreementPrices({ view }: { view: StaffInquiryView }) {
  const prices = view.agreementPrices ?? [];
  if (!prices.some((price) => price.agreement)) return null;
  const titleOf = new Map(view.lines.map((line) => [line.itemId, line.title]));
  return (
    <section aria-labelledby="agreement-prices-title" className="mb-4 rounded-[3px] border border-line bg-surface-muted px-3 py-2 text-[13px]" data-testid="agreement-prices">
      <h3 id="agreement-prices-title" className="text-[12px] font-semibold uppercase tracking-[0.12em] text-accent-strong">Company agreement prices today</h3>
      <p className="mt-0.5 text-[12px] text-ink-muted">A new draft starts from these; a saved line keeps the agreement and version it started from.</p>
      <ol className="divide-y divide-line">
        {prices.map((price) => <AgreementRow key={price.itemId} title={titleOf.get(price.itemId) ?? 'Inquiry line'} price={price} />)}
      </ol>
    </section>
  );
}
