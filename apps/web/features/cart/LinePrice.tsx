import { currencySign, type CartLine, type LinePrice } from '@sw/protocol';
import { Price } from '@/ui/Price';

/**
 * A cart line's price for the buyer's company (issue 51): the company's unit price and amount in its currency, and
 * "Your price (Spring agreement 2027), catalogue US$ 4.72" with the catalogue's price struck through, then why.
 * Lines without a company price (an older answer) keep the catalogue's numbers.
 */

export const unitOf = (line: CartLine) => (line.price ? line.price.unitPrice : line.unitPrice);
export const amountOf = (line: CartLine) => (line.price ? line.price.amount : line.amount);
export const signOf = (line: CartLine) => currencySign(line.price?.currency ?? 'USD');

export function LinePriceSource({ price }: { price: LinePrice }) {
  const own = price.source.kind === 'list';
  return (
    <div className="mt-2 space-y-0.5 text-[12px] leading-relaxed text-ink-muted" data-testid="cart-line-price-source" data-price-source={price.source.kind}>
      {own ? (
        <p>
          {price.label}
          {price.catalogue.unitPrice !== null ? (
            <>
              , catalogue{' '}
              <s className="whitespace-nowrap tabular-nums" data-testid="cart-line-catalogue-price">
                <Price value={price.catalogue.unitPrice} currency={currencySign(price.catalogue.currency)} />
              </s>
            </>
          ) : null}
        </p>
      ) : null}
      <p data-testid="cart-line-why">
        <span className="font-medium text-ink">Why this price: </span>
        {price.why}.
      </p>
      {price.changed ? (
        <p className="text-amber-800" data-testid="cart-line-price-changed">Your agreement changed since you added this line: this is today&apos;s price.</p>
      ) : null}
    </div>
  );
}
