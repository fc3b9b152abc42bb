import { sumAmounts, type CartLine, type CartView, type PriceTier } from '@sw/protocol';

/** Tiers from the smallest quantity up. */
export function sortedTiers(tiers: readonly PriceTier[]): PriceTier[] {
  return [...tiers].sort((a, b) => a.minQty - b.minQty);
}

/** '100 – 499 pcs', '500+ pcs'. */
export function tierRange(tier: Pick<PriceTier, 'minQty' | 'maxQty'>): string {
  const min = tier.minQty.toLocaleString('en-US');
  return tier.maxQty === null ? `${min}+ pcs` : `${min} – ${tier.maxQty.toLocaleString('en-US')} pcs`;
}

/** The page's totals from its lines (after each change, without asking the back-end again). */
export function totalsOf(lines: readonly CartLine[]): Pick<CartView, 'cartNum' | 'totalQty' | 'estimatedTotal'> {
  return {
    cartNum: lines.length,
    totalQty: lines.reduce((sum, line) => sum + (line.available ? line.qty : 0), 0),
    estimatedTotal: sumAmounts(lines.flatMap((line) => (line.available && line.amount !== null ? [line.amount] : []))),
  };
}

/** Lines grouped by goods, in the order their newest line appears. */
export function groupByGoods(lines: readonly CartLine[]): { goodsId: string; lines: CartLine[] }[] {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) {
    const group = groups.get(line.goodsId);
    if (group) group.push(line);
    else groups.set(line.goodsId, [line]);
  }
  return [...groups].map(([goodsId, grouped]) => ({ goodsId, lines: grouped }));
}
