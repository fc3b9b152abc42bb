import { currencySign, type FrozenLinePrice } from '@sw/protocol';
import { Price } from '@/ui/Price';

/**
 * An inquiry line's price as the cart showed it when sent (issue 51), frozen: the company's unit price in its
 * currency, the catalogue's struck through beside it, and why. A later change to the agreement changes nothing here.
 */
export function FrozenPrice({ price }: { price: FrozenLinePrice }) {
  const own = price.source.kind === 'list';
  return (
    <div className="border-t border-line px-4 py-3 text-[12px] leading-relaxed text-ink-muted sm:px-5" data-testid="inquiry-line-price" data-price-source={price.source.kind}>
      <p>
        <span className="text-ink">Price when sent: </span>
        {price.unitPrice === null ? 'on quotation' : <><Price value={price.unitPrice} currency={currencySign(price.currency)} className="tabular-nums text-ink" /> /pc</>}
        {own ? (
          <>
            {' · '}{price.label}
            {price.catalogueUnitPrice !== null ? (
              <>, catalogue <s className="whitespace-nowrap tabular-nums"><Price value={price.catalogueUnitPrice} /></s></>
            ) : null}
          </>
        ) : null}
      </p>
      <p data-testid="inquiry-line-why"><span className="font-medium text-ink">Why this price: </span>{price.why}.</p>
    </div>
  );
}
