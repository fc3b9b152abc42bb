import { minorToNumber, sumMinor, times, toMinor } from './money';
import type { PriceTier } from './types/catalog';

/**
 * Tier prices, one rule for the cart, the customization editor, the quotation desk and the back-end: a quantity
 * pays the price of the highest tier whose minimum it meets; below every tier, the first tier's (the price the
 * MOQ is quoted at). Works for the catalogue's tiers (`price`) and a quotation's (`unitPrice`).
 */
export function reachedTier<T extends { minQty: number }>(tiers: readonly T[], qty: number): T | null {
  const sorted = [...tiers].sort((a, b) => a.minQty - b.minQty);
  let reached: T | null = sorted[0] ?? null;
  for (const tier of sorted) if (qty >= tier.minQty) reached = tier;
  return reached;
}

/** The next tier above the quantity that costs less a piece: what more pieces would save. */
export function nextCheaperTier(tiers: readonly PriceTier[], qty: number): PriceTier | null {
  const current = reachedTier(tiers, qty);
  return [...tiers].sort((a, b) => a.minQty - b.minQty).find((tier) => tier.minQty > qty && (!current || tier.price < current.price)) ?? null;
}

/** unitPrice × qty to the cent, counted exactly in minor units (money.ts), as the wire's number. */
export function lineAmount(unitPrice: number | string, qty: number): number {
  return minorToNumber(times(toMinor(unitPrice), qty));
}

/** The exact sum of amounts as the wire carries them (numbers to the cent), for screens that add lines up. */
export function sumAmounts(amounts: Iterable<number>): number {
  return minorToNumber(sumMinor(Array.from(amounts, (amount) => toMinor(amount))));
}
