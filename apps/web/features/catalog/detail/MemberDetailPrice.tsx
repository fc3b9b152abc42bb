'use client';
import { currencySign, type MemberPrice } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { PriceSource } from '@/ui/MemberPrice';
import { PriceRange } from '@/ui/Price';
import { loadMemberPrices } from '../memberApi';
import { CataloguePrice, type DetailPriceProps } from './CataloguePrice';
import { PriceTiers } from './PriceTiers';

/** The company's price, tiers and why, in its currency. */
export function OwnPrice({ price, aside }: { price: MemberPrice; aside: DetailPriceProps['aside'] }) {
  const sign = currencySign(price.currency);
  return (
    <div data-testid="member-detail-price" data-price-source={price.source.kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          <PriceRange min={price.minPrice} max={price.maxPrice} currency={sign} />
          <span className="ml-1.5 text-sm font-normal text-ink-muted">/ pc</span>
        </p>
        {aside}
      </div>
      {price.source.kind === 'list' && (
        <p className="mt-1.5 text-sm text-ink-muted">
          <PriceSource price={price} />
        </p>
      )}
      <div className="mt-5">
        <PriceTiers tiers={price.tiers} currency={sign} />
      </div>
      <p className="mt-3 text-xs leading-relaxed text-ink-muted" data-testid="price-why">
        <span className="font-medium text-ink">Why this price: </span>
        {price.why}.
      </p>
    </div>
  );
}

/** A signed-in buyer's price: the shared one's layout until the company's answer arrives; the catalogue's on a refusal. */
export function MemberDetailPrice(props: DetailPriceProps) {
  const { value } = useLoad(`member-price:${props.goodsId}`, () => loadMemberPrices([props.goodsId]));
  if (value === undefined) return <CataloguePrice {...props} pending />;
  const price = value.ok ? value.data.prices[props.goodsId] : undefined;
  if (value.ok && value.data.hidden.includes(props.goodsId)) {
    return (
      <div data-testid="not-in-assortment">
        <p className="text-lg font-semibold text-ink">Not in your company&apos;s catalogue</p>
        <p className="mt-1 text-sm text-ink-muted">This design is not part of the assortment agreed for your company. Ask your account manager if you would like it added.</p>
      </div>
    );
  }
  return price ? <OwnPrice price={price} aside={props.aside} /> : <CataloguePrice {...props} />;
}
