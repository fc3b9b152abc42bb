import { currencySign, type MemberPrice } from '@sw/protocol';
import { PriceRange } from './Price';

/**
 * A signed-in company's price range where a card shows the catalogue's (issue 51): its own range in its currency,
 * then, when a list priced it, "Your price (Spring agreement 2027), catalogue US$ 4.72 - 5.37" with the catalogue's
 * range struck through. Drawn only from a member-only answer, after the shared page has rendered.
 */
export function MemberPriceRange({ price, className }: { price: MemberPrice; className?: string }) {
  const own = price.source.kind === 'list';
  return (
    <span className="block" data-testid="member-price" data-price-source={price.source.kind}>
      <PriceRange min={price.minPrice} max={price.maxPrice} currency={currencySign(price.currency)} className={className} />
      {own && <PriceSource price={price} className="mt-0.5 block text-[11px] leading-4 font-normal tracking-normal text-ink-muted" />}
    </span>
  );
}

/** "Your price (Spring agreement 2027), catalogue US$ 4.72" with the catalogue's price struck through. */
export function PriceSource({ price, className }: { price: MemberPrice; className?: string }) {
  return (
    <span className={className} data-testid="price-source" title={price.why}>
      {price.label}, catalogue{' '}
      <s className="whitespace-nowrap tabular-nums" data-testid="catalogue-price">
        <PriceRange min={price.catalogue.minPrice} max={price.catalogue.maxPrice} currency={currencySign(price.catalogue.currency)} />
      </s>
    </span>
  );
}
