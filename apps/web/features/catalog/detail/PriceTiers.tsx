import type { MemberPriceTier, PriceTier } from '@sw/protocol';
import { Price } from '@/ui/Price';

const qty = (n: number) => n.toLocaleString('en-US');

export function tierLabel(tier: PriceTier | MemberPriceTier): string {
  if (tier.maxQty === null || tier.maxQty === undefined) return `≥ ${qty(tier.minQty)}`;
  return `${qty(tier.minQty)} – ${qty(tier.maxQty)}`;
}

/** Unit price per quantity tier; `currency` is its sign (the catalogue's US$ without it). */
export function PriceTiers({ tiers, currency }: { tiers: readonly (PriceTier | MemberPriceTier)[]; currency?: string }) {
  if (tiers.length === 0) return null;
  return (
    <table className="w-full border-collapse text-sm" data-testid="price-tiers">
      <caption className="sr-only">Unit price by order quantity</caption>
      <thead>
        <tr className="text-left text-[11px] tracking-[0.14em] text-ink-muted uppercase">
          <th scope="col" className="pb-2 font-medium">Quantity (pcs)</th>
          <th scope="col" className="pb-2 text-right font-medium">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={`${tier.minQty}-${i}`} className="border-t border-line">
            <td className="py-2.5 text-ink">{tierLabel(tier)}</td>
            <td className={`py-2.5 text-right tabular-nums ${i === tiers.length - 1 ? 'font-semibold text-accent' : 'font-medium text-ink'}`}>
              <Price value={tier.price} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
