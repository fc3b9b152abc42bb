import { reachedTier, type InquiryMode, type QuotationTier } from '@sw/protocol';

export const MODE_LABEL: Record<InquiryMode, string> = { 0: 'Quick', 1: 'Precise' };

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY'] as const;

/** The tier price a quantity reaches (the shared rule), among the tiers typed so far that make sense. */
export function tierPriceFor(tiers: readonly QuotationTier[], qty: number): number | null {
  const usable = tiers.filter((tier) => Number.isFinite(tier.minQty) && Number.isFinite(tier.unitPrice) && tier.unitPrice > 0);
  return reachedTier(usable, qty)?.unitPrice ?? null;
}
