import { reachedTier, type InquiryMode, type InquiryStatus, type QuotationTier } from '@sw/protocol';

/** How the desk names each status, and the tone of its badge. */
export const STATUS_LABEL: Record<InquiryStatus, string> = {
  submitted: 'New',
  quoted: 'Quoted',
  revision_requested: 'Revision requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export type StatusTone = 'action' | 'waiting' | 'done' | 'closed';

/** Statuses waiting for the sales team stand out; final ones fade. */
export const STATUS_TONE: Record<InquiryStatus, StatusTone> = {
  submitted: 'action',
  revision_requested: 'action',
  quoted: 'waiting',
  accepted: 'done',
  declined: 'closed',
  expired: 'closed',
};

export const MODE_LABEL: Record<InquiryMode, string> = { 0: 'Quick', 1: 'Precise' };

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY'] as const;

export { dateText, dateTimeText, moneyCodeText as moneyText } from '@/lib/format';

/** The tier price a quantity reaches (the shared rule), among the tiers typed so far that make sense. */
export function tierPriceFor(tiers: readonly QuotationTier[], qty: number): number | null {
  const usable = tiers.filter((tier) => Number.isFinite(tier.minQty) && Number.isFinite(tier.unitPrice) && tier.unitPrice > 0);
  return reachedTier(usable, qty)?.unitPrice ?? null;
}

export { compactInput } from '@/ui/console';
