import { floorPrice, parseMinor, tierMargin, type LineCost, type QuotationMargins } from '@sw/protocol';

/** What the editor shows under a typed tier price: its margin against its floor, or nothing to show. */
export interface TierMarginShown {
  margin: string | null;
  floorPercent: string;
  source: string;
  below: boolean;
  /** The lowest unit price that keeps the floor, in the quotation's currency. */
  lowest: string;
}

/**
 * A tier's margin as typed (margin.ts, the rule the send check uses): null for a line without goods or cost, a price
 * not yet an amount, or a foreign currency whose rate the editor does not know yet (saved drafts carry it).
 */
export function marginOfTier(typed: string, cost: LineCost | undefined, rate: string | null | undefined): TierMarginShown | null {
  if (!cost || cost.cost === null || rate === undefined) return null;
  const minor = parseMinor(typed.trim());
  if (minor === null || minor < 0n || typed.trim() === '') return null;
  const m = tierMargin(typed.trim(), cost, rate);
  if (!m) return null;
  return { margin: m.margin, floorPercent: m.floor.percent, source: m.floor.source, below: m.below, lowest: floorPrice(cost.cost, m.floor.percent, rate) };
}

/** The rate a draft in `currency` converts costs at: none for USD, the saved draft's for its currency, else unknown. */
export function rateFor(currency: string, saved: { currency: string; exchange: { rate: string } | null } | null): string | null | undefined {
  if (currency === 'USD') return null;
  return saved && saved.currency === currency && saved.exchange ? saved.exchange.rate : undefined;
}

/** Whether any typed tier of the draft is below its floor. */
export function draftBelowFloor(lines: readonly { itemId: string | null; tiers: readonly { unitPrice: string }[] }[], margins: QuotationMargins, rate: string | null | undefined): boolean {
  const byItem = new Map(margins.lines.map((l) => [l.itemId, l]));
  return lines.some((line) => line.itemId !== null && line.tiers.some((tier) => marginOfTier(tier.unitPrice, byItem.get(line.itemId!), rate)?.below));
}
